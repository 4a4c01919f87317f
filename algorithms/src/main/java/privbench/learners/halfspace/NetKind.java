package privbench.learners.halfspace;

/** The gamma/10-net of Algorithm 2 (spec-001 section 3.6 CHOICE). */
public enum NetKind {

    /** Lattice points of a thin shell around the unit sphere, normalised (equally spaced angles for m = 2). */
    SPHERE,

    /** Lattice points of the ball of radius 1 + r projected onto the unit ball (the net as the paper states it). */
    BALL,

    /** N_c i.i.d. uniform unit vectors, drawn independently of the data: epsilon-DP, no accuracy guarantee. */
    RANDOM
}
