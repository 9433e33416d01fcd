package io.github.sudokusolver.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.NotLinkException;
import org.junit.jupiter.api.Test;

/** The reasons {@code --svg} gives for a folder or picture it cannot write: words, never the path again. */
final class PictureFilesTest {

    @Test
    void saysWhatWentWrongInWordsWithoutThePath() {
        assertEquals("no such file or directory", PictureFiles.reason(new NoSuchFileException("/proc/xx")));
        assertEquals("permission denied", PictureFiles.reason(new AccessDeniedException("/root/x")));
        assertEquals("not a folder", PictureFiles.reason(new NotDirectoryException("/a/b")));
        assertEquals("the folder is not empty", PictureFiles.reason(new DirectoryNotEmptyException("/a")));
        assertEquals("links in a loop", PictureFiles.reason(new FileSystemLoopException("/a")));
        assertEquals("not link", PictureFiles.reason(new NotLinkException("/a")), "any other kind, from its name");
        assertEquals("a file system error", PictureFiles.reason(new FileSystemException("/a")));
        assertEquals("a file system error", PictureFiles.reason(new FileSystemException("/a", null, "")));
        assertEquals("read-only file system",
                PictureFiles.reason(new FileSystemException("/a", null, "Read-only file system")),
                "the system's reason, as the other reasons are written");
        assertEquals("no space left on device",
                PictureFiles.reason(new NoSuchFileException("/a", null, "No space left on device")),
                "the system's reason before the kind's");
        assertEquals("Stream closed", PictureFiles.reason(new IOException("Stream closed")));
        assertEquals("an input or output error", PictureFiles.reason(new IOException()));
    }
}
