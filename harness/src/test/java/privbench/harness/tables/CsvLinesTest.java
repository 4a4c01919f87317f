package privbench.harness.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class CsvLinesTest {

    @Test
    void fieldsWithCommasQuotesOrEdgeSpaces_roundTrip() {
        List<String> fields = List.of("{\"a\":1,\"b\":\"x\"}", "plain", "", " padded ", "say \"hi\"", "a,b");
        String line = CsvLines.join(fields);
        assertEquals("\"{\"\"a\"\":1,\"\"b\"\":\"\"x\"\"}\",plain,,\" padded \",\"say \"\"hi\"\"\",\"a,b\"", line);
        assertEquals(fields, CsvLines.split(line));
    }

    @Test
    void lineBreaksInsideFields_becomeSpacesSoEveryRecordIsOneLine() {
        assertEquals(List.of("two lines", "x"), CsvLines.split(CsvLines.join(List.of("two\nlines", "x"))));
    }

    @Test
    void unclosedQuote_isRefused() {
        assertThrows(IllegalArgumentException.class, () -> CsvLines.split("a,\"b"));
        assertThrows(IllegalArgumentException.class, () -> CsvLines.split("\"a\"b,c"));
    }
}
