package io.github.sudokusolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every {@code ```java} snippet of the project's README compiles as printed: its imports at the top of a class, its
 * other lines the body of a method that throws Exception, against the library and the test class path. A snippet
 * may use only what it declares, so a reader can paste any one of them; a failure names the README's line.
 */
final class ReadmeSnippetsTest {

    @TempDir
    Path classes;

    /** A snippet: its first line's number in the README (from 1), and its lines. */
    record Snippet(int firstLine, List<String> lines) {
    }

    @Test
    void everyJavaSnippetOfTheReadmeCompilesAsPrinted() throws IOException {
        List<Snippet> snippets = snippets(Files.readAllLines(readme(), StandardCharsets.UTF_8));
        assertTrue(snippets.size() >= 8, "the README's java snippets: " + snippets.size());
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        assertNotNull(compiler, "the tests run on a JDK, which has a compiler");
        List<String> failures = new ArrayList<>();
        for (int i = 0; i < snippets.size(); i++) {
            failures.addAll(compile(compiler, snippets.get(i), "Snippet" + i));
        }
        assertEquals(List.of(), failures, "README.md snippets that do not compile as printed");
    }

    @Test
    void aSnippetThatMissesAnImportFailsWithItsReadmeLine() {
        Snippet snippet = new Snippet(40, List.of("import io.github.sudokusolver.Board;", "",
                "Board puzzle = Board.parse(\"...\");", "List<Board> boards = List.of(puzzle);"));
        List<String> failures = compile(ToolProvider.getSystemJavaCompiler(), snippet, "Broken");
        assertEquals(2, failures.size(), failures.toString()); // List, twice
        assertTrue(failures.get(0).startsWith("README.md:43: cannot find symbol symbol: class List"),
                failures.toString());
    }

    /** The project root's README: the module runs its tests in solver-core, one folder below it. */
    private static Path readme() {
        Path folder = Path.of("").toAbsolutePath();
        while (folder != null && !(Files.isRegularFile(folder.resolve("README.md"))
                && Files.isDirectory(folder.resolve("solver-core")))) {
            folder = folder.getParent();
        }
        assertNotNull(folder, "no README.md beside solver-core above " + Path.of("").toAbsolutePath());
        return folder.resolve("README.md");
    }

    /** The {@code ```java} blocks, each with the README line of its first line. */
    static List<Snippet> snippets(List<String> readme) {
        List<Snippet> found = new ArrayList<>();
        for (int i = 0; i < readme.size(); i++) {
            if (!readme.get(i).strip().equals("```java")) {
                continue;
            }
            int first = i + 1;
            int end = first;
            while (end < readme.size() && !readme.get(end).strip().equals("```")) {
                end++;
            }
            found.add(new Snippet(first + 1, List.copyOf(readme.subList(first, end))));
            i = end;
        }
        return found;
    }

    /**
     * Compiles one snippet: the import lines first, then a class whose one method holds the other lines. Returns
     * the errors, each {@code README.md:LINE: message}; empty when it compiles.
     */
    private List<String> compile(JavaCompiler compiler, Snippet snippet, String className) {
        List<String> source = new ArrayList<>();
        List<Integer> readmeLine = new ArrayList<>(); // per line of the source, its README line, or 0
        List<String> body = new ArrayList<>();
        List<Integer> bodyLines = new ArrayList<>();
        for (int i = 0; i < snippet.lines().size(); i++) {
            String line = snippet.lines().get(i);
            if (line.startsWith("import ")) {
                source.add(line);
                readmeLine.add(snippet.firstLine() + i);
            } else {
                body.add(line);
                bodyLines.add(snippet.firstLine() + i);
            }
        }
        source.add("final class " + className + " { static void run() throws Exception {");
        readmeLine.add(snippet.firstLine());
        source.addAll(body);
        readmeLine.addAll(bodyLines);
        source.add("} }");
        readmeLine.add(snippet.firstLine() + snippet.lines().size() - 1);
        JavaFileObject file = new SimpleJavaFileObject(URI.create("string:///" + className + ".java"),
                JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return String.join("\n", source) + "\n";
            }
        };
        String classPath = System.getProperty("java.class.path") + File.pathSeparator
                + Path.of("target", "classes").toAbsolutePath();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager files = compiler.getStandardFileManager(diagnostics, Locale.ROOT,
                StandardCharsets.UTF_8)) {
            List<String> options = List.of("-classpath", classPath, "-d", classes.toString(), "-proc:none",
                    "-implicit:none", "-Xlint:none");
            compiler.getTask(null, files, diagnostics, options, null, List.of(file)).call();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        List<String> failures = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> diagnostic : diagnostics.getDiagnostics()) {
            if (diagnostic.getKind() != Diagnostic.Kind.ERROR) {
                continue;
            }
            long line = diagnostic.getLineNumber();
            int at = line >= 1 && line <= readmeLine.size() ? readmeLine.get((int) line - 1) : snippet.firstLine();
            // "cannot find symbol" names the symbol on the lines after it: one line, blanks collapsed
            String message = diagnostic.getMessage(Locale.ROOT).strip().replaceAll("\\s+", " ");
            failures.add("README.md:" + at + ": " + message + " (snippet from line " + snippet.firstLine() + ")");
        }
        return failures;
    }
}
