package io.github.sudokusolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.sudokusolver.generate.Generator;
import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The public API can be called from Android API 26: no public or protected member names a type of a package Android
 * only has later. The calls inside the library are checked by animal-sniffer in {@code ./mvnw verify}; this test
 * guards the signatures themselves, which an app compiles against.
 */
final class AndroidApiTest {

    /** Packages of the JDK 17 that Android 26 lacks and that a library API might be tempted to name. */
    private static final List<String> MISSING_ON_ANDROID_26 = List.of("java.util.random.", "java.lang.constant.",
            "java.net.http.", "java.lang.foreign.");

    @Test
    void generatorTakesTheRandomThatAndroidHas() throws NoSuchMethodException {
        Method using = Generator.class.getMethod("using", Random.class);
        assertEquals(Generator.class, using.getReturnType());
        assertEquals(Generator.using(new Random(7)).minimalPuzzle(), Generator.using(new Random(7)).minimalPuzzle());
    }

    @Test
    void noPublicSignatureNamesATypeAndroid26Lacks() throws IOException, URISyntaxException, ClassNotFoundException {
        List<String> offending = new ArrayList<>();
        int checked = 0;
        for (Class<?> type : publicClassesOfTheExportedPackages()) {
            checked++;
            for (Method method : type.getDeclaredMethods()) {
                if (visible(method.getModifiers())) {
                    check(type.getSimpleName() + "." + method.getName(), method.toGenericString(), offending);
                }
            }
            for (Constructor<?> constructor : type.getDeclaredConstructors()) {
                if (visible(constructor.getModifiers())) {
                    check(type.getSimpleName() + "()", constructor.toGenericString(), offending);
                }
            }
        }
        assertTrue(checked > 20, "found only " + checked + " public classes: the class scan is broken");
        assertEquals(List.of(), offending);
    }

    private static boolean visible(int modifiers) {
        return Modifier.isPublic(modifiers) || Modifier.isProtected(modifiers);
    }

    private static void check(String member, String signature, List<String> offending) {
        for (String missing : MISSING_ON_ANDROID_26) {
            if (signature.contains(missing)) {
                offending.add(member + ": " + signature);
            }
        }
    }

    /** The public classes of the packages the module exports: the API an app compiles against. */
    private static List<Class<?>> publicClassesOfTheExportedPackages()
            throws IOException, URISyntaxException, ClassNotFoundException {
        Path root = Path.of(Board.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        List<Class<?>> classes = new ArrayList<>();
        for (String exported : Board.class.getModule().isNamed()
                ? Board.class.getModule().getDescriptor().exports().stream().map(e -> e.source()).sorted().toList()
                : List.of(Board.class.getPackageName(), Board.class.getPackageName() + ".logic",
                        Board.class.getPackageName() + ".generate")) {
            try (Stream<Path> files = Files.list(root.resolve(exported.replace('.', '/')))) {
                for (Path file : (Iterable<Path>) files.sorted()::iterator) {
                    String name = file.getFileName().toString();
                    if (name.endsWith(".class") && !name.equals("package-info.class")) {
                        Class<?> type = Class.forName(exported + "." + name.substring(0, name.length() - 6), false,
                                AndroidApiTest.class.getClassLoader());
                        if (Modifier.isPublic(type.getModifiers())) {
                            classes.add(type);
                        }
                    }
                }
            }
        }
        return classes;
    }
}
