package io.github.sudokusolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;
import org.junit.jupiter.api.Test;
import org.slf4j.Logger;

/**
 * No package cycle passes through an internal package (docs/house.md): the packages the module does not export name
 * no API type, so that each can be read, tested and replaced below the API. The package graph is jdeps' own, over the
 * compiled main classes; a cycle is a strongly connected component of it. The build runs on a JDK (the enforcer
 * asks for Java 17), so a missing jdeps is a broken build machine and fails here rather than passing unchecked.
 */
final class PackageCyclesTest {

    private static final String ROOT = "io.github.sudokusolver";
    /** A dependency line of {@code jdeps -verbose:package}: the package, an arrow, the package it uses, its module. */
    private static final Pattern EDGE = Pattern.compile("^\\s+(\\S+)\\s+->\\s+(\\S+)\\s+\\S+.*$");

    @Test
    void noPackageCyclePassesThroughAnInternalPackage() throws URISyntaxException {
        Map<String, Set<String>> graph = packageGraph();
        assertTrue(graph.containsKey(ROOT + ".internal.search"), "jdeps saw no internal package: " + graph.keySet());
        List<Set<String>> throughInternal = new ArrayList<>();
        for (Set<String> cycle : cycles(graph)) {
            if (cycle.stream().anyMatch(name -> name.startsWith(ROOT + ".internal."))) {
                throughInternal.add(cycle);
            }
        }
        assertEquals(List.of(), throughInternal, () -> "package cycles through an internal package; their edges: "
                + edgesWithin(graph, throughInternal));
    }

    /** Each package of the library and the packages of the library it uses, as jdeps reports them. */
    private static Map<String, Set<String>> packageGraph() throws URISyntaxException {
        ToolProvider jdeps = ToolProvider.findFirst("jdeps").orElseThrow(() -> new AssertionError(
                "no jdeps in this Java runtime (" + System.getProperty("java.home") + "): run the build on a JDK 17,"
                        + " not a JRE"));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = jdeps.run(new PrintWriter(out), new PrintWriter(err), "--multi-release", "17", "--module-path",
                locationOf(Logger.class).toString(), "-verbose:package", locationOf(Board.class).toString());
        assertEquals(0, status, () -> "jdeps failed: " + err);
        Map<String, Set<String>> graph = new TreeMap<>();
        for (String line : out.toString().split("\\R")) {
            Matcher edge = EDGE.matcher(line);
            if (edge.matches() && edge.group(1).startsWith(ROOT) && edge.group(2).startsWith(ROOT)) {
                graph.computeIfAbsent(edge.group(1), name -> new TreeSet<>());
                graph.computeIfAbsent(edge.group(2), name -> new TreeSet<>());
                if (!edge.group(1).equals(edge.group(2))) {
                    graph.get(edge.group(1)).add(edge.group(2));
                }
            }
        }
        return graph;
    }

    /** The directory or jar a class was loaded from: the main classes, the slf4j API. */
    private static Path locationOf(Class<?> type) throws URISyntaxException {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    /** The strongly connected components of more than one package (Tarjan's algorithm; the graph is small). */
    static List<Set<String>> cycles(Map<String, Set<String>> graph) {
        return new Components(graph).found;
    }

    private static final class Components {

        private final Map<String, Set<String>> graph;
        private final Map<String, Integer> index = new HashMap<>();
        private final Map<String, Integer> lowest = new HashMap<>();
        private final Deque<String> stack = new ArrayDeque<>();
        private final Set<String> onStack = new TreeSet<>();
        private final List<Set<String>> found = new ArrayList<>();

        Components(Map<String, Set<String>> graph) {
            this.graph = graph;
            for (String node : graph.keySet()) {
                if (!index.containsKey(node)) {
                    visit(node);
                }
            }
        }

        private void visit(String node) {
            index.put(node, index.size());
            lowest.put(node, index.get(node));
            stack.push(node);
            onStack.add(node);
            for (String next : graph.get(node)) {
                if (!index.containsKey(next)) {
                    visit(next);
                    lowest.put(node, Math.min(lowest.get(node), lowest.get(next)));
                } else if (onStack.contains(next)) {
                    lowest.put(node, Math.min(lowest.get(node), index.get(next)));
                }
            }
            if (lowest.get(node).equals(index.get(node))) {
                Set<String> component = new TreeSet<>();
                String member;
                do {
                    member = stack.pop();
                    onStack.remove(member);
                    component.add(member);
                } while (!member.equals(node));
                if (component.size() > 1) {
                    found.add(component);
                }
            }
        }
    }

    /** The edges inside the components, for the message: which dependency to cut. */
    private static List<String> edgesWithin(Map<String, Set<String>> graph, List<Set<String>> components) {
        List<String> edges = new ArrayList<>();
        for (Set<String> component : components) {
            for (String from : component) {
                for (String to : graph.get(from)) {
                    if (component.contains(to)) {
                        edges.add(from.replace(ROOT, "S") + " -> " + to.replace(ROOT, "S"));
                    }
                }
            }
        }
        return edges;
    }

    @Test
    void findsTheCyclesOfASmallGraph() {
        Map<String, Set<String>> graph = new TreeMap<>();
        graph.put("a", Set.of("b"));
        graph.put("b", Set.of("c", "d"));
        graph.put("c", Set.of("a"));
        graph.put("d", Set.of("e"));
        graph.put("e", Set.of("d"));
        graph.put("f", Set.of("a"));
        assertEquals(List.of(Set.of("d", "e"), Set.of("a", "b", "c")), cycles(graph));
    }
}
