import FileIO

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Everything the tool needs from the C library, in one place.
enum Platform {
    /// Whether a file descriptor is a terminal.
    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    static var standardInputIsTerminal: Bool { isTerminal(STDIN_FILENO) }
    static var standardErrorIsTerminal: Bool { isTerminal(STDERR_FILENO) }
    static var standardOutputIsTerminal: Bool { isTerminal(STDOUT_FILENO) }

    /// The process environment.
    static var environment: [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            pointer += 1
        }
        return result
    }

    /// The value of an environment variable, or `nil` when it is not set.
    static func variable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Removes an environment variable from the process, so that nothing read later (Foundation,
    /// ICU) sees it.
    static func removeVariable(_ name: String) {
        unsetenv(name)
    }

    /// Keeps memory the process frees for its own later use instead of handing it back to the
    /// system at once. Reading a file allocates and frees columns of megabytes (a copy of the
    /// gaps for the cadence, then the running sums); by default each comes as fresh pages from
    /// the system, one page fault every 4 KiB, and with this the later ones reuse the earlier
    /// ones' pages. Allocations of 256 MiB and more still map their own memory.
    static func keepFreedMemory() {
        #if canImport(Glibc)
            // mallopt is declared in <malloc.h>, which the Glibc module does not bring in; its
            // parameters are glibc's M_TRIM_THRESHOLD (-1) and M_MMAP_THRESHOLD (-3).
            typealias MallocOption = @convention(c) (Int32, Int32) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
            let mallopt = unsafeBitCast(symbol, to: MallocOption.self)
            _ = mallopt(-3, 256 << 20)
            _ = mallopt(-1, 1 << 30)
        #endif
    }

    /// Prepares the process before anything else runs: descriptors 0 to 2 held open (so that a
    /// file never takes the number of a closed standard stream), SIGPIPE ignored (a closed pipe
    /// is then an error the writer sees, and ends the program quietly), and one handler for
    /// SIGINT, SIGTERM and SIGHUP that removes temporary files, puts the terminal back and
    /// exits with 128 plus the signal's number. Those three are unblocked too: a process
    /// started by one that blocks them (some test runners and supervisors do) inherits the
    /// block, and a signal sent to stop a long write would wait until the write was done.
    static func prepareProcess() {
        StandardStream.holdClosedDescriptors()
        signal(SIGPIPE, SIG_IGN)
        TemporaryFiles.prepare()
        var handled = sigset_t()
        sigemptyset(&handled)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber, endForSignal)
            sigaddset(&handled, signalNumber)
        }
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
    }

    /// Reads one key's byte from standard input in a raw terminal: the byte, `.end` at the end
    /// of input, or `.resumed` when the program was continued after a stop (Ctrl-Z, then `fg`),
    /// so that the reader can say again where the window is.
    static func readKey() -> KeyInput {
        var byte: UInt8 = 0
        while true {
            if takeResumption() { return .resumed }
            let count = read(STDIN_FILENO, &byte, 1)
            if count == 1 { return .byte(byte) }
            if count < 0 && errno == EINTR { continue }
            return .end
        }
    }

    /// Whether the program was continued after a stop since this was last asked.
    static func takeResumption() -> Bool {
        guard resumedFromStop != 0 else { return false }
        resumedFromStop = 0
        return true
    }

    /// Installs a signal handler without `SA_RESTART`, so that a read waiting for a key returns
    /// when the signal comes instead of going on waiting.
    static func handle(_ signalNumber: Int32, with handler: @convention(c) (Int32) -> Void) {
        installHandler(signalNumber, handler)
    }

    /// Reads one byte from standard input, or `nil` at the end.
    static func readByte() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let count = read(STDIN_FILENO, &byte, 1)
            if count == 1 { return byte }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }

    /// Reads one byte if it arrives within `milliseconds`.
    static func readByte(within milliseconds: Int32) -> UInt8? {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, milliseconds) > 0 else { return nil }
        return readByte()
    }

    /// Sleeps for a number of seconds.
    static func sleep(seconds: Double) {
        guard seconds > 0 else { return }
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
        var remaining = timespec()
        while nanosleep(&request, &remaining) == -1 && errno == EINTR { request = remaining }
    }

    /// Seconds since 1970.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

/// A key read from a raw terminal.
enum KeyInput: Equatable {
    /// A byte of a key.
    case byte(UInt8)
    /// The program was continued after a stop: the terminal is raw again.
    case resumed
    /// The end of input.
    case end
}

/// The terminal's settings before raw mode, restored on exit and from the signal handlers, and
/// the raw settings, put back on continuing after a stop. Written before the handlers are
/// installed, so the handlers only read them.
nonisolated(unsafe) private var savedTerminal = termios()
nonisolated(unsafe) private var rawTerminal = termios()
nonisolated(unsafe) private var terminalIsRaw: Int32 = 0
/// Set by the handler of SIGCONT once the terminal is raw again, taken by the key reader.
nonisolated(unsafe) private var resumedFromStop: Int32 = 0

/// `sigaction` with no flags (no `SA_RESTART`) and nothing else blocked.
private func installHandler(_ signalNumber: Int32, _ handler: @convention(c) (Int32) -> Void) {
    #if canImport(Glibc)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signalNumber, &action, nil)
    #else
        signal(signalNumber, handler)
    #endif
}

/// Puts the terminal into a mode where each key arrives at once and is not echoed, and puts it
/// back however the program ends: normally, on Ctrl-C, or on a termination signal.
struct RawTerminal: ~Copyable {
    /// Enters raw mode on standard input, or returns `nil` when it is not a terminal.
    init?() {
        guard Platform.standardInputIsTerminal, tcgetattr(STDIN_FILENO, &savedTerminal) == 0 else { return nil }
        var raw = savedTerminal
        // Keys arrive one at a time, unechoed. ISIG stays on so Ctrl-C still raises SIGINT,
        // whose handler restores the terminal; output processing stays on so "\n" still
        // returns the carriage.
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        rawTerminal = raw
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { return nil }
        terminalIsRaw = 1
        // SIGINT, SIGTERM and SIGHUP already end the program through the one handler, which
        // restores the terminal while it is raw; Ctrl-\ does too while it is.
        signal(SIGQUIT, endForSignal)
        // Job control: Ctrl-Z puts the terminal back before stopping, and `fg` makes it raw
        // again and has the readout said again.
        installHandler(SIGTSTP, stopForJobControl)
        installHandler(SIGCONT, continueAfterStop)
    }

    /// Restores the terminal.
    consuming func restore() {
        Self.restoreNow()
        discard self
    }

    deinit {
        Self.restoreNow()
    }

    private static func restoreNow() {
        signal(SIGTSTP, SIG_DFL)
        signal(SIGCONT, SIG_DFL)
        if terminalIsRaw == 1 {
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedTerminal)
            terminalIsRaw = 0
        }
        signal(SIGQUIT, SIG_DFL)
    }
}

/// The handler of SIGTSTP (Ctrl-Z) in raw mode: puts the terminal back as it was, then stops
/// the program as SIGTSTP's default would; once continued, it is ready for the next Ctrl-Z.
/// Only async-signal-safe calls (tcsetattr, sigaction, sigprocmask, raise).
private func stopForJobControl(_ signalNumber: Int32) {
    let savedError = errno
    if terminalIsRaw == 1 { tcsetattr(STDIN_FILENO, TCSANOW, &savedTerminal) }
    signal(SIGTSTP, SIG_DFL)
    var stop = sigset_t()
    sigemptyset(&stop)
    sigaddset(&stop, SIGTSTP)
    sigprocmask(SIG_UNBLOCK, &stop, nil)
    raise(SIGTSTP)
    // Continued (SIGCONT's handler has made the terminal raw again).
    installHandler(SIGTSTP, stopForJobControl)
    errno = savedError
}

/// The handler of SIGCONT: when the program is in the foreground again, makes the terminal raw
/// again and marks the resumption, so that the key reader says the readout again. In the
/// background it leaves the terminal alone; reading then stops the program until `fg`, which
/// sends SIGCONT again.
private func continueAfterStop(_ signalNumber: Int32) {
    let savedError = errno
    if terminalIsRaw == 1, tcgetpgrp(STDIN_FILENO) == getpgrp() {
        tcsetattr(STDIN_FILENO, TCSANOW, &rawTerminal)
        resumedFromStop = 1
    }
    errno = savedError
}

/// The signal handler: removes the temporary files being written, restores a raw terminal
/// (ending its line), and exits with 128 plus the signal's number. Only async-signal-safe calls
/// (unlink, tcsetattr, write, _exit).
private func endForSignal(_ signalNumber: Int32) {
    TemporaryFiles.removeAll()
    if terminalIsRaw == 1 {
        tcsetattr(STDIN_FILENO, TCSANOW, &savedTerminal)
        let newline: [UInt8] = [10]
        _ = newline.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, 1) }
    }
    _exit(128 + signalNumber)
}
