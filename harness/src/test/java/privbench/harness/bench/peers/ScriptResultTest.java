package privbench.harness.bench.peers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The numpy peers read their scripts' output one way ({@link ScriptResult}): each peer's figures come from the
 * right fields, and output that does not fit is refused with a message naming the script and what it printed.
 * The lines are the scripts' own formats (bench/peers/dpgd_numpy.py and dpsgd_numpy.py print them).
 */
class ScriptResultTest {

    private static final NumpyDpgd DPGD = new NumpyDpgd(null, 3);
    private static final NumpyDpsgd DPSGD = new NumpyDpsgd(null);

    @Test
    void dpgd_meanOfTheRepeatTimes_bestFromTheLine_bandwidthFromTheSixthField() throws IOException {
        String out = "numpy-openblas-t2,2000,50,100,0.5000,1.250\n"
                + "# impl=numpy-openblas-t2 eps=1.0 times=0.5000,0.6000,0.7000 numpy=1.26.4\n";
        PeerTiming t = DPGD.read(out, 2);
        assertEquals(new PeerTiming("numpy-dpgd", "numpy-openblas-t2", 2000, 50, 100, 2, 0.6, 0.5, 1.25,
                "impl=numpy-openblas-t2 eps=1.0 times=0.5000,0.6000,0.7000 numpy=1.26.4"), t);
    }

    @Test
    void dpgd_withoutTimes_theMeanIsTheBest() throws IOException {
        PeerTiming t = DPGD.read("impl,10,2,5,0.25,3.0\n", 1);
        assertEquals(0.25, t.seconds());
        assertEquals(0.25, t.bestSeconds());
        assertEquals("", t.note());
    }

    @Test
    void dpsgd_bestOnly_noBandwidth_msPerStepInTheNote() throws IOException {
        PeerTiming t = DPSGD.read("# a comment line first\nnumpy-dpsgd,5000,64,2000,4.0000,2.000\n", 1);
        assertEquals(new PeerTiming("numpy-dpsgd", "numpy-dpsgd", 5000, 64, 2000, 1, 4.0, 4.0, Double.NaN,
                "best of 3 repeats; ms_per_step=2.000"), t);
    }

    @Test
    void shapes_giveTheScriptNDAndTFirst() {
        assertEquals(List.of("2000", "50", "100", "--eps", "1.0", "--delta", "1.0E-5", "--repeats", "3"),
                DPGD.arguments(new DpgdShape(2000, 50, 100, 1.0, 1e-5)));
        assertEquals(List.of("5000", "64", "2000"), DPSGD.arguments(new DpsgdShape(5000, 64, 2000)));
        assertEquals("5000 x 64, T = 2000", new DpsgdShape(5000, 64, 2000).describe());
    }

    @Test
    void refused_noResultLine_wrongFieldCount_notANumber() {
        IOException none = assertThrows(IOException.class, () -> DPSGD.read("# only a comment\n\n", 1));
        assertTrue(none.getMessage().startsWith("dpsgd_numpy.py printed no result line"), none.getMessage());
        IOException fields = assertThrows(IOException.class, () -> DPGD.read("impl,1,2,3,0.5\n", 1));
        assertEquals("dpgd_numpy.py printed 'impl,1,2,3,0.5', expected impl,n,d,T,seconds,gb_per_s",
                fields.getMessage());
        IOException number = assertThrows(IOException.class, () -> DPSGD.read("numpy-dpsgd,many,64,2000,4.0,2.0", 1));
        assertTrue(number.getMessage().startsWith("dpsgd_numpy.py printed 'numpy-dpsgd,many,64,2000,4.0,2.0': "),
                number.getMessage());
        IOException times = assertThrows(IOException.class, () -> DPGD.read("impl,1,2,3,0.5,1\n# times=0.5,x\n", 1));
        assertTrue(times.getMessage().startsWith("dpgd_numpy.py printed 'impl,1,2,3,0.5,1': "), times.getMessage());
    }
}
