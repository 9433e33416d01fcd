package io.github.sudokusolver;

/**
 * Debug logging through SLF4J when it is on the class path, and nothing when it is not. The library depends on
 * slf4j-api, but the command-line tool runs as {@code java -jar} with the JDK alone, so no class here may link to
 * SLF4J unless it is present. Never called from a search loop.
 */
final class Logging {

    private static final boolean AVAILABLE = isSlf4jPresent();

    private Logging() {
    }

    static void debug(String format, Object argument) {
        if (AVAILABLE) {
            Slf4j.LOGGER.debug(format, argument);
        }
    }

    static void debug(String format, Object first, Object second) {
        if (AVAILABLE) {
            Slf4j.LOGGER.debug(format, first, second);
        }
    }

    private static boolean isSlf4jPresent() {
        try {
            Class.forName("org.slf4j.LoggerFactory", false, Logging.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError absent) {
            return false;
        }
    }

    /** Loaded only when SLF4J is present, so that its absence never surfaces as a linkage error. */
    private static final class Slf4j {
        static final org.slf4j.Logger LOGGER = org.slf4j.LoggerFactory.getLogger("io.github.sudokusolver");
    }
}
