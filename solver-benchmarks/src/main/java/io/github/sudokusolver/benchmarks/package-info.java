/** JMH benchmarks of the solving strategies; see the module's README section for how to run them. */
package io.github.sudokusolver.benchmarks;
