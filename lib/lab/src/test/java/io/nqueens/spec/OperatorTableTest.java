package io.nqueens.spec;

import io.nqueens.AtomicFiles;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The spec package's documentation shows the operators' table exactly as the catalogue renders
 * it. When an operator is added, {@code mvn -pl lib test -Dtest=OperatorTableTest
 * -Dnqueens.writeTable=true} rewrites the table in the file (and the test passes); without the
 * flag a stale table fails with the lines it should have.
 */
class OperatorTableTest {
    static final Path FILE = Path.of("src/main/java/io/nqueens/spec/package-info.java");
    private static final String BEGIN = " * <!-- The operators' table is made from OperatorCatalogue.table()";
    private static final String END = " * <!-- end of the operators' table -->";

    /** The file's lines with the table between the markers replaced by {@code table}. */
    static List<String> withTable(List<String> file, List<String> table) {
        int begin = indexStarting(file, BEGIN);
        int end = indexStarting(file, END);
        assertTrue(begin >= 0 && end > begin, "the markers of the operators' table in " + FILE);
        int afterBegin = begin;
        while (!file.get(afterBegin).endsWith("-->")) {
            afterBegin++; // the begin marker's comment may take two lines
        }
        List<String> out = new ArrayList<>(file.subList(0, afterBegin + 1));
        table.forEach(line -> out.add(" * " + line));
        out.addAll(file.subList(end, file.size()));
        return out;
    }

    private static int indexStarting(List<String> lines, String start) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith(start)) {
                return i;
            }
        }
        return -1;
    }

    @Test
    void thePackageDocumentationHoldsTheCataloguesTable() throws IOException {
        List<String> file = Files.readAllLines(FILE);
        List<String> expected = withTable(file, OperatorCatalogue.KIT.table());
        if (Boolean.getBoolean("nqueens.writeTable") && !expected.equals(file)) {
            AtomicFiles.write(FILE, String.join("\n", expected) + "\n");
            file = Files.readAllLines(FILE);
        }
        assertEquals(String.join("\n", expected), String.join("\n", file), FILE + " holds a stale operators' table;"
                + " rewrite it with mvn -pl lib test -Dtest=OperatorTableTest -Dnqueens.writeTable=true");
    }

    @Test
    void theTableHasARowPerOperatorWithItsParametersRangesAndEncodings() {
        List<String> table = OperatorCatalogue.KIT.table();
        assertEquals(4 + 3 * OperatorCatalogue.KIT.entries().size() + 1, table.size());
        assertEquals(21, OperatorCatalogue.KIT.entries().size());
        String all = String.join("\n", table);
        assertTrue(all.contains("<tr><td>selector</td>\n    <td>{@code tournament {k: integer ≥ 1, [distinct]}}</td>"
                + "<td>any</td>\n    <td>the best of k contestants drawn uniformly, with replacement unless"
                + " distinct</td></tr>"), all);
        assertTrue(table.contains("    <td>{@code truncation {share: number in (0, 1]}}</td><td>any</td>"));
        assertTrue(table.contains("    <td>{@code singlePoint {cuts: \"interior\" | \"any\" | \"belowLength\"}}</td>"
                + "<td>INTEGER</td>"));
        assertTrue(table.contains("    <td>{@code cutAndCrossfill}</td><td>PERMUTATION, BINARY</td>"));
        assertTrue(all.contains("<tr><td>mutation</td>\n    <td>{@code swap {[pyevolveRate: number in [0, 1]]}}</td>"
                + "<td>INTEGER, PERMUTATION, BINARY</td>"));
        assertTrue(all.contains("<tr><td>mutation (local search)</td>\n    <td>{@code repair {stepsPerQueen: number in"
                + " [0, 1e6], minSteps: integer in [0, 1e12], partnerTries: integer in [1, 1e6]}}</td>"
                + "<td>PERMUTATION</td>"));
    }
}
