package io.github.sudokusolver.cli;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a class of the command line, which runs on the JVM only: the check that the library's classes call only what
 * Android API 26 has (animal-sniffer, in {@code solver-core/pom.xml}) skips what carries it. Kept in the class files
 * for that check, invisible at run time.
 */
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
@interface JvmOnly {
}
