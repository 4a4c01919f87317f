package privbench.learners;

/** Which label structures a learner handles. */
public enum Task {
    /** Two classes only (class 1 positive). */
    BINARY,
    /** Any number of classes, two included. */
    MULTICLASS
}
