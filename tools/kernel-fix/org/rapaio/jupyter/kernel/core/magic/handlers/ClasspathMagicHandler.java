package org.rapaio.jupyter.kernel.core.magic.handlers;

import java.io.File;
import java.nio.file.Path;
import java.util.List;

import org.rapaio.jupyter.kernel.core.CompleteMatches;
import org.rapaio.jupyter.kernel.core.RapaioKernel;
import org.rapaio.jupyter.kernel.core.magic.MagicEvalException;
import org.rapaio.jupyter.kernel.core.magic.MagicHandler;
import org.rapaio.jupyter.kernel.core.magic.MagicHandlerTools;
import org.rapaio.jupyter.kernel.core.magic.MagicSnippet;
import org.rapaio.jupyter.kernel.core.magic.SnippetMagicHandler;

/**
 * The kit's {@code %classpath FOLDER} for the bundled kernel: it adds the folder (relative to the
 * notebook's folder) to the class path and, like IJava's and JJava's, prints nothing. The jar's
 * class of the same name prints "Add /absolute/path to classpath" under every setup cell, a
 * machine path in a notebook students share (tools/kernel-fix/README.md). An error names the
 * folder as the cell wrote it, never the absolute path.
 */
public class ClasspathMagicHandler extends MagicHandler {

    private static final String PREFIX = "%classpath";

    @Override
    public String name() {
        return "Classpath";
    }

    @Override
    public List<String> helpMessage() {
        return List.of("Adds a folder of compiled classes to the class path (the kit's version: prints nothing).");
    }

    @Override
    public List<SnippetMagicHandler> snippetMagicHandlers() {
        return List.of(SnippetMagicHandler.lineMagic()
                .syntaxPrefix(PREFIX + " ")
                .syntaxMatcher(PREFIX + " .*")
                .syntaxHelp(List.of(PREFIX + " folder_of_classes"))
                .documentation(List.of("Adds a folder of class files to the class path"))
                .canHandlePredicate(this::canHandleSnippet)
                .evalFunction(this::add)
                .completeFunction(this::complete)
                .build());
    }

    @Override
    public boolean canHandleSnippet(MagicSnippet snippet) {
        return canHandleOneLinePrefix(snippet, PREFIX);
    }

    private Object add(RapaioKernel kernel, MagicSnippet snippet) throws MagicEvalException {
        String written = snippet.lines().get(0).code().substring(PREFIX.length()).trim();
        if (written.isEmpty()) {
            throw new MagicEvalException(snippet, PREFIX + " needs a folder, e.g. " + PREFIX + " ../lib/target/classpath");
        }
        File folder = kernel.executionContext().getRelativePath(Path.of(written)).toAbsolutePath().toFile();
        if (!folder.isDirectory()) {
            throw new MagicEvalException(snippet, PREFIX + " " + written + ": "
                    + (folder.exists() ? "not a folder" : "no such folder (relative to the notebook's folder)"));
        }
        kernel.javaEngine().getShell().addToClasspath(folder.getAbsolutePath());
        return null;
    }

    private CompleteMatches complete(RapaioKernel kernel, MagicSnippet snippet) {
        return MagicHandlerTools.oneLinePathComplete(PREFIX, snippet, File::isDirectory);
    }
}
