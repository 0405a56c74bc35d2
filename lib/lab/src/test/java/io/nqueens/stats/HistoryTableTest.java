package io.nqueens.stats;

import io.nqueens.engine.Generation;
import io.nqueens.engine.RunResult;
import io.nqueens.presets.Presets;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.Table;

import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HistoryTableTest {

    private static RunResult smallRun() {
        return Presets.doc000Fixed().populationSize(30).maxGenerations(40).stopWhenSolved(false)
                .build().runToEnd(11);
    }

    @Test
    void oneRowPerGenerationWithTheEngineNumbersExactly() {
        RunResult r = smallRun();
        Table t = HistoryTable.of(r);
        assertEquals(HistoryTable.COLUMNS, t.columnNames());
        assertEquals(r.history().size(), t.rowCount());
        assertEquals("000 fixed, seed 11", t.name());
        for (int i = 0; i < t.rowCount(); i++) {
            Generation g = r.history().get(i);
            assertEquals(g.index(), t.intColumn("generation").getInt(i));
            assertEquals(g.best(), t.doubleColumn("best").getDouble(i));
            assertEquals(g.mean(), t.doubleColumn("mean").getDouble(i));
            assertEquals(g.worst(), t.doubleColumn("worst").getDouble(i));
            assertEquals(g.std(), t.doubleColumn("std").getDouble(i));
            assertEquals(g.diversity(), t.intColumn("diversity").getInt(i));
            assertEquals(g.evaluations(), t.longColumn("evaluations").getLong(i));
            assertEquals(g.elapsedMillis(), t.doubleColumn("elapsed_ms").getDouble(i));
            assertEquals(g.newSolutions(), t.intColumn("new_solutions").getInt(i));
            assertEquals(g.distinctSolutions(), t.intColumn("distinct_solutions").getInt(i));
            assertEquals(g.solved(), t.booleanColumn("solved").get(i));
        }
    }

    @Test
    void untrackedDiversityIsMissing() {
        RunResult r = Presets.doc000Fixed().populationSize(10).maxGenerations(3).trackDiversity(false)
                .build().runToEnd(1);
        Table t = HistoryTable.of(r);
        assertEquals(r.history().size(), t.intColumn("diversity").countMissing());
    }

    @Test
    void csvReadsBackEqual(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Table t = HistoryTable.of(smallRun());
        StringWriter w = new StringWriter();
        Tables.writeCsv(t, w);
        Path file = dir.resolve("history.csv");
        Tables.writeCsv(t, file);
        assertEquals(w.toString(), Files.readString(file));
        List<String> lines = Files.readAllLines(file);
        assertEquals(String.join(",", HistoryTable.COLUMNS), lines.get(0));
        assertEquals(t.rowCount() + 1, lines.size());
        Table back = Table.read().csv(new StringReader(w.toString()));
        DoubleColumn mean = (DoubleColumn) back.column("mean");
        for (int i = 0; i < t.rowCount(); i++) {
            assertEquals(t.doubleColumn("mean").getDouble(i), mean.getDouble(i));
        }
    }

    @Test
    void acceptsAHistoryUnderWay() {
        var run = Presets.doc000Fixed().populationSize(10).build().run(3);
        run.next();
        run.next();
        Table t = HistoryTable.of("live", run.history());
        assertEquals(3, t.rowCount());
        assertTrue(t.column("solved") instanceof BooleanColumn);
        assertTrue(t.column("evaluations") instanceof LongColumn);
        assertTrue(t.column("generation") instanceof IntColumn);
    }
}
