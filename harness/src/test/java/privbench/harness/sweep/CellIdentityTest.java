package privbench.harness.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;
import privbench.harness.experiment.DeltaSpec;
import privbench.harness.experiment.PublicShift;

/**
 * Pins the text and the hash of cell and group ids: resume, merge, compare and every committed result find
 * their cells by these ids, so a change here must be deliberate (and refresh every baseline). The hex values
 * were computed independently (Python hashlib, SHA-256 of the UTF-8 text, first 8 bytes).
 */
class CellIdentityTest {

    private static final String PARAMS = "{\"accounting\":\"tight\",\"clip\":1,\"iterations\":200,\"lambda\":0.001}";
    private static final String CLEAN = "synthetic:margin-halfspace{rows=2000}|split=test:0.25|public=none|preprocess="
            + "|params={margin=0.1}";

    private static CellIdentity identity() {
        String data = CellIdentity.data(CLEAN, 0.05, new PublicShift(0.25, 0, 30));
        return new CellIdentity("dp-gd", PARAMS, data, 1000, 20, 0.5, new DeltaSpec.InverseNSquared());
    }

    @Test
    void groupDefinition_isPinned() {
        assertEquals("learner=dp-gd|params=" + PARAMS + "|data=" + CLEAN
                + "|outliers=0.05|public-shift=mix-uniform=0,noise=0.25,rotate=30|n=1000|d=20|epsilon=0.5"
                + "|delta=1/n^2", identity().groupDefinition());
        assertEquals(identity().groupDefinition() + "|repetition=3", identity().cellDefinition(3));
    }

    @Test
    void ids_arePinned() {
        assertEquals("cc6ff0461fb0e2b7", identity().groupId());
        assertEquals("9add30af3884633e", identity().cellId(3));
    }

    @Test
    void realDataWithoutShift_andNonPrivateCells() {
        // no outliers part for data read from files, no shift part without a shift; epsilon +inf is "inf"
        CellIdentity id = new CellIdentity("non-private-logistic", "{}", CellIdentity.data("csv:x.csv", null, null),
                10, 2, Double.POSITIVE_INFINITY, new DeltaSpec.Fixed(0));
        assertEquals("learner=non-private-logistic|params={}|data=csv:x.csv|n=10|d=2|epsilon=inf|delta=0",
                id.groupDefinition());
        assertEquals("2ba92813dc509376", id.groupId());
        assertEquals(CellIdentity.data("csv:x.csv", null, null), CellIdentity.data("csv:x.csv", null, PublicShift.NONE));
    }

    @Test
    void everyInput_changesTheId() {
        CellIdentity a = identity();
        String g = a.groupId();
        assertNotEquals(g, new CellIdentity("dp-gd2", a.paramsJson(), a.data(), a.n(), a.d(), a.epsilon(), a.delta())
                .groupId());
        assertNotEquals(g, new CellIdentity(a.learner(), "{}", a.data(), a.n(), a.d(), a.epsilon(), a.delta()).groupId());
        assertNotEquals(g, new CellIdentity(a.learner(), a.paramsJson(), CellIdentity.data(CLEAN, 0.1, null), a.n(),
                a.d(), a.epsilon(), a.delta()).groupId());
        assertNotEquals(g, new CellIdentity(a.learner(), a.paramsJson(), a.data(), 999, a.d(), a.epsilon(), a.delta())
                .groupId());
        assertNotEquals(g, new CellIdentity(a.learner(), a.paramsJson(), a.data(), a.n(), 21, a.epsilon(), a.delta())
                .groupId());
        assertNotEquals(g, new CellIdentity(a.learner(), a.paramsJson(), a.data(), a.n(), a.d(), 1, a.delta())
                .groupId());
        assertNotEquals(g, new CellIdentity(a.learner(), a.paramsJson(), a.data(), a.n(), a.d(), a.epsilon(),
                new DeltaSpec.InverseN()).groupId());
        assertNotEquals(a.cellId(0), a.cellId(1));
    }
}
