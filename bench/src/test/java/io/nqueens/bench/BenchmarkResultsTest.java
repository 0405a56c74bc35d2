package io.nqueens.bench;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tech.tablesaw.api.Table;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Reading the benchmark's results.csv, in the format the bench module's Results writes. */
class BenchmarkResultsTest {

    /** Rows as the benchmark writes them: NaN for a missing figure, a quoted field with a comma. */
    static final String SAMPLE = String.join("\n",
            "section,metric,contender,param,value,unit",
            "env,quick_mode,,quick,1,bool",
            "fitness,boards_per_second,pairs O(N),N=8,4.17537e+07,boards/s",
            "fitness,boards_per_second,pairwise O(N^2),N=8,1.21767e+07,boards/s",
            "fitness,boards_per_second,pairs O(N),N=100,5.11983e+06,boards/s",
            "fitness,boards_per_second,pairwise O(N^2),N=100,240651,boards/s",
            "fitness,target_met_50x_at_n100,pairs O(N) / pairwise O(N^2),N=100,0,bool",
            "jenetics,ms_per_generation,kit,N=20;pop=300,0.0257688,ms",
            "jenetics,ms_per_generation,\"jenetics, literal\",N=20;pop=300,0.181824,ms",
            "jenetics,median_first_solved_generation,kit,N=20;pop=300,NaN,generation",
            "grid,target_met_under_10s,parallel,runs=800;threads=2,1,bool",
            "");

    static BenchmarkResults sample(Path dir) throws IOException {
        Path csv = dir.resolve("results.csv");
        Files.writeString(csv, SAMPLE);
        return BenchmarkResults.read(csv);
    }

    @Test
    void looksUpFiguresByTheirFourKeys(@TempDir Path dir) throws IOException {
        BenchmarkResults r = sample(dir);
        assertEquals(5.11983e6, r.value("fitness", "boards_per_second", "pairs O(N)", "N=100"));
        assertEquals(240651, r.value("fitness", "boards_per_second", "pairwise O(N^2)", "N=100"));
        assertEquals(0.181824, r.value("jenetics", "ms_per_generation", "jenetics, literal", "N=20;pop=300"));
        assertTrue(Double.isNaN(r.value("jenetics", "median_first_solved_generation", "kit", "N=20;pop=300")),
                "NaN in the file reads as not available");
        assertTrue(Double.isNaN(r.value("fitness", "boards_per_second", "pairs O(N)", "N=10000")), "no such row");
        assertEquals(4, r.rows("fitness", "boards_per_second").rowCount());
        assertEquals(10, r.table().rowCount()); // every line but the header
        assertTrue(r.quick());
        assertTrue(r.has("fitness") && r.has("jenetics") && r.has("grid"));
        assertFalse(r.has("presets") || r.has("large-boards"), "sections 3 and 5 were not run");
    }

    @Test
    void targetsListEveryVerdict(@TempDir Path dir) throws IOException {
        Table t = sample(dir).targets();
        assertEquals(2, t.rowCount());
        assertEquals("50x_at_n100", t.stringColumn("target").get(0));
        assertEquals("no", t.stringColumn("met").get(0));
        assertEquals("grid", t.stringColumn("section").get(1));
        assertEquals("yes", t.stringColumn("met").get(1));
    }

    @Test
    void aFullRunIsNotQuick(@TempDir Path dir) throws IOException {
        Path csv = dir.resolve("full.csv");
        Files.writeString(csv, "section,metric,contender,param,value,unit\nenv,quick_mode,,full,0,bool\n");
        assertFalse(BenchmarkResults.read(csv).quick());
    }

    @Test
    void aMissingFileSaysHowToMakeOne(@TempDir Path dir) {
        var e = assertThrows(IllegalArgumentException.class, () -> BenchmarkResults.read(dir.resolve("none.csv")));
        assertTrue(e.getMessage().contains("none.csv") && e.getMessage().contains("./kit bench"), e.getMessage());
    }

    @Test
    void anotherHeaderIsRejectedNamingTheExpectedOne(@TempDir Path dir) throws IOException {
        Path csv = dir.resolve("grid-runs.csv");
        Files.writeString(csv, "run,selection,crossover,mutation_rate,seed,solved\n1,a,b,0.1,1,true\n");
        var e = assertThrows(IllegalArgumentException.class, () -> BenchmarkResults.read(csv));
        assertTrue(e.getMessage().contains("section,metric,contender,param,value,unit")
                && e.getMessage().contains("run,selection"), e.getMessage());
        Path empty = dir.resolve("empty.csv");
        Files.writeString(empty, "");
        assertThrows(IllegalArgumentException.class, () -> BenchmarkResults.read(empty));
    }
}
