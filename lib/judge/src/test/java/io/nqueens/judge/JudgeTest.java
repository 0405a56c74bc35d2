package io.nqueens.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.nqueens.assignments.CheckTime;
import io.nqueens.assignments.CrossoverCheck;
import io.nqueens.assignments.FitnessCheck;
import io.nqueens.assignments.FlawCheck;
import io.nqueens.assignments.GaCheck;
import io.nqueens.assignments.MutationCheck;
import io.nqueens.assignments.Report;
import io.nqueens.assignments.SelectionCheck;
import io.nqueens.board.Encoding;
import io.nqueens.engine.Engine;
import io.nqueens.fitness.AdjacentRowScore;
import io.nqueens.fitness.Fitness;
import io.nqueens.json.Json;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.mutation.Mutation;
import io.nqueens.operators.selection.Selector;

import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The judge against a kernel in another JVM ({@link ServeChild}): the same answer gets the same
 * report, field for field, as the check run in one JVM; a wrong answer loses what it loses there;
 * a stub is not written yet; an answer that loops ends at the time limit; a class the student
 * build leaves out is named as forbidden. Every call and draw crosses the socket.
 */
class JudgeTest {
    @TempDir
    static Path tmp;
    private static ServerSocketChannel server;
    private static Checking checking;
    private static Path channel;

    @BeforeAll
    static void start() throws IOException {
        channel = tmp.resolve("judge.sock");
        server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
        server.bind(UnixDomainSocketAddress.of(channel));
        checking = new Checking(server, Duration.ofSeconds(60), Duration.ofSeconds(60));
    }

    @AfterAll
    static void stop() throws IOException {
        CheckTime.scaleLimits(1);
        checking.close();
        server.close();
        Files.deleteIfExists(channel);
    }

    /** The verdict of {@code source} on the answer the child JVM serves under {@code variable}. */
    private static Map<String, Object> judged(String id, String source, String variable, String answer,
            List<String> absent) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process child = new ProcessBuilder(java, "-Xmx256m", "-XX:TieredStopAtLevel=1", "-cp",
                System.getProperty("java.class.path"), ServeChild.class.getName(), channel.toString(), id, variable,
                answer).redirectErrorStream(true).start();
        try {
            String request = Json.writeLine(Map.of("id", id, "source", source, "points", 11,
                    "variables", List.of(variable), "absent", absent));
            return checking.judge(request);
        } finally {
            child.destroyForcibly();
            child.waitFor(30, TimeUnit.SECONDS);
        }
    }

    private static void sameAsInOneJvm(String id, String source, String variable, String answer, Report local)
            throws Exception {
        Map<String, Object> verdict = judged(id, source, variable, answer, List.of());
        assertNull(verdict.get("error"), String.valueOf(verdict));
        assertEquals(local.toJson(), verdict.get("record"), String.valueOf(verdict.get("checklist")));
        assertEquals(local.toString(), verdict.get("checklist"));
    }

    @Test
    void theOxSolutionAndAWrongOxGetTheReportsTheyGetInOneJvm() throws Exception {
        String source = "io.nqueens.assignments.CrossoverCheck.orderCrossover().check(myOx).score()";
        for (String answer : List.of("ox", "repeated-gene-ox")) {
            Report local = CrossoverCheck.orderCrossover().check((Crossover) ServeChild.answer(answer));
            sameAsInOneJvm("ex3-ox", source, "myOx", answer, local);
        }
        Report wrong = CrossoverCheck.orderCrossover().check((Crossover) ServeChild.answer("repeated-gene-ox"));
        assertTrue(wrong.points() < wrong.maxPoints() && wrong.points() > 0, wrong.toString());
    }

    @Test
    void theMutationSelectorFitnessBoardAndGaSolutionsGetFullMarksAsInOneJvm() throws Exception {
        sameAsInOneJvm("ex4-reset", "io.nqueens.assignments.MutationCheck.perGeneReset(0.2).check(myReset).score()",
                "myReset", "reset", MutationCheck.perGeneReset(0.2).check((Mutation) ServeChild.answer("reset")));
        sameAsInOneJvm("ex2-tournament", "io.nqueens.assignments.SelectionCheck.tournament(3).check(myTournament)"
                + ".score()", "myTournament", "tournament",
                SelectionCheck.tournament(3).check((Selector) ServeChild.answer("tournament")));
        sameAsInOneJvm("ex1-pairs", "io.nqueens.assignments.FitnessCheck.attackingPairs().check(myPairs).score()",
                "myPairs", "pairs", FitnessCheck.attackingPairs().check((Fitness) ServeChild.answer("pairs")));
        @SuppressWarnings("unchecked")
        Supplier<int[]> board = (Supplier<int[]>) ServeChild.answer("board");
        sameAsInOneJvm("ex6-fool", "io.nqueens.assignments.FlawCheck.of(\"document 002's score\", "
                + "io.nqueens.fitness.AdjacentRowScore.of(),\n io.nqueens.board.Encoding.BINARY, 6).check(fooled).score()",
                "fooled", "board", FlawCheck.of("document 002's score", AdjacentRowScore.of(), Encoding.BINARY, 6)
                        .check(board));
        @SuppressWarnings("unchecked")
        Supplier<Engine.Builder> ga = (Supplier<Engine.Builder>) ServeChild.answer("ga");
        Report local = GaCheck.of(32, 27, 8_000).check(ga);
        assertEquals(4, local.points(), local.toString());
        sameAsInOneJvm("ex5-tune", "io.nqueens.assignments.GaCheck.of(32, 27, 8_000).check(myGa).score()", "myGa",
                "ga", local);
    }

    @Test
    void aFitnessCachingByReferenceMeetsTheSameArrayInTheJudgeAsInOneJvm() throws Exception {
        // The judge hands the same array object again (changed in place): the kernel's code gets
        // the same object again too, so the stale cache shows as it does in one JVM.
        Report local = FitnessCheck.attackingPairs().check((Fitness) ServeChild.answer("cached-pairs"));
        assertEquals(2, local.points(), local.toString());
        sameAsInOneJvm("ex1-pairs", "io.nqueens.assignments.FitnessCheck.attackingPairs().check(myPairs).score()",
                "myPairs", "cached-pairs", local);
    }

    @Test
    void aGaWithAMutationOfTheStudentsOwnRunsInTheJudgeAsInOneJvm() throws Exception {
        // The engine runs in the judge; the student's mutation is a stand-in, its draws forwarded
        // one by one from the engine's own generator.
        @SuppressWarnings("unchecked")
        Supplier<Engine.Builder> ga = (Supplier<Engine.Builder>) ServeChild.answer("ga-own-mutation");
        Report local = GaCheck.of(8, 2, 5_000).seeds(0, 3).check(ga);
        assertTrue(local.points() > 0, local.toString());
        sameAsInOneJvm("ex5-tune", "io.nqueens.assignments.GaCheck.of(8, 2, 5_000).seeds(0, 3).check(myGa).score()",
                "myGa", "ga-own-mutation", local);
    }

    @Test
    void queuedCallsThatThrowOrReachAStubGiveTheReportsTheyGiveInOneJvm() throws Exception {
        // The checks send thousands of calls queued: what some of them throw, and the stub the
        // fitness reaches part-way, must land on the same call as in one JVM, draws counted alike.
        String pairs = "io.nqueens.assignments.FitnessCheck.attackingPairs().check(myPairs).score()";
        Report throwing = FitnessCheck.attackingPairs().check((Fitness) ServeChild.answer("throwing-pairs"));
        assertTrue(throwing.points() > 0 && throwing.points() < throwing.maxPoints(), throwing.toString());
        sameAsInOneJvm("ex1-pairs", pairs, "myPairs", "throwing-pairs", throwing);
        Report partly = FitnessCheck.attackingPairs().check((Fitness) ServeChild.answer("partly-written-pairs"));
        assertTrue(partly.toJson().contains("\"notWrittenYet\":true"), partly.toJson());
        sameAsInOneJvm("ex1-pairs", pairs, "myPairs", "partly-written-pairs", partly);
        Report reset = MutationCheck.perGeneReset(0.2).check((Mutation) ServeChild.answer("throwing-reset"));
        assertTrue(reset.points() < reset.maxPoints(), reset.toString());
        sameAsInOneJvm("ex4-reset", "io.nqueens.assignments.MutationCheck.perGeneReset(0.2).check(myReset).score()",
                "myReset", "throwing-reset", reset);
    }

    @Test
    void aStubIsNotWrittenYetALoopEndsAtTheTimeLimitAndAnAbsentClassIsNamed() throws Exception {
        Map<String, Object> stub = judged("ex4-reset", "io.nqueens.assignments.MutationCheck.perGeneReset(0.2)"
                + ".check(myReset).score()", "myReset", "stub-reset", List.of());
        assertTrue(String.valueOf(stub.get("record")).contains("\"notWrittenYet\":true"), String.valueOf(stub));
        Map<String, Object> loop = judged("ex4-reset", "io.nqueens.assignments.MutationCheck.perGeneReset(0.2)"
                + ".timeLimit(java.time.Duration.ofMillis(300)).check(myReset).score()", "myReset", "looping-reset",
                List.of());
        assertTrue(String.valueOf(loop.get("record")).contains("\"timedOut\":true"), String.valueOf(loop));
        assertTrue(String.valueOf(loop.get("checklist")).contains("does \"my per-gene reset\" loop forever?"),
                String.valueOf(loop.get("checklist")));
        Map<String, Object> absent = judged("ex3-ox", "io.nqueens.assignments.CrossoverCheck.orderCrossover()"
                + ".check(myOx).score()", "myOx", "absent-ox", List.of("io.nqueens.operators.crossover.OrderCrossover"));
        assertEquals("io.nqueens.operators.crossover.OrderCrossover", absent.get("forbidden"), String.valueOf(absent));
        assertTrue(String.valueOf(absent.get("checklist")).contains("threw NoClassDefFoundError"),
                String.valueOf(absent.get("checklist")));
        // Issue 44: the line about the forbidden class says what happened, never PASS.
        assertTrue(String.valueOf(absent.get("checklist")).contains("FAIL  --   when graded, calling the kit's"
                + " OrderCrossover scores 0 (no points)\n             your code called io.nqueens.operators.crossover.OrderCrossover,"),
                String.valueOf(absent.get("checklist")));
    }
}
