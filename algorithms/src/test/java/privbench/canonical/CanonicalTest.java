package privbench.canonical;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Pins the canonical text: it is inside every cell id, so any change orphans committed results. */
class CanonicalTest {

    private enum Mode { LAST_ITERATE, AVG }

    @Test
    void numbers_shortestPlainDecimal() {
        assertEquals("0.00001", Canonical.number(1e-5));
        assertEquals("2", Canonical.number(2.0));
        assertEquals("0", Canonical.number(-0.0));
        assertEquals("1000000000000", Canonical.number(1e12));
        assertEquals("0.1", Canonical.number(0.1));
        assertEquals("inf", Canonical.number(Double.POSITIVE_INFINITY));
        assertEquals("-inf", Canonical.number(Double.NEGATIVE_INFINITY));
        assertEquals("nan", Canonical.number(Double.NaN));
    }

    @Test
    void text_enumsInKebabCase_othersAsWritten() {
        assertEquals("last-iterate", Canonical.text(Mode.LAST_ITERATE));
        assertEquals("0.5", Canonical.text(0.5));
        assertEquals("0.5", Canonical.text(0.5f));
        assertEquals("200", Canonical.text(200));
        assertEquals("true", Canonical.text(true));
        assertEquals("a b", Canonical.text("a b"));
    }

    @Test
    void json_sortedKeys_quotedTextAndInfinities() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("stepSize", 0.1);
        m.put("iterations", 200);
        m.put("estimator", Mode.AVG);
        m.put("clip", Double.POSITIVE_INFINITY);
        m.put("name", "say \"x\"\\");
        m.put("bias", false);
        assertEquals("{\"bias\":false,\"clip\":\"inf\",\"estimator\":\"avg\",\"iterations\":200,"
                + "\"name\":\"say \\\"x\\\"\\\\\",\"stepSize\":0.1}", Canonical.json(m));
        assertEquals("{}", Canonical.json(Map.of()));
    }
}
