/** The consumer as a module: it must resolve io.github.sudokusolver and, through it, org.slf4j. */
module example.consumer {
    requires io.github.sudokusolver;
}
