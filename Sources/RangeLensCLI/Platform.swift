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

/// The terminal's settings before raw mode, restored on exit and from the signal handler.
/// Written once before the handler is installed, so the handler only reads it.
nonisolated(unsafe) private var savedTerminal = termios()
nonisolated(unsafe) private var terminalIsRaw: Int32 = 0

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
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { return nil }
        terminalIsRaw = 1
        // SIGINT, SIGTERM and SIGHUP already end the program through the one handler, which
        // restores the terminal while it is raw; Ctrl-\ does too while it is.
        signal(SIGQUIT, endForSignal)
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
        if terminalIsRaw == 1 {
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedTerminal)
            terminalIsRaw = 0
        }
        signal(SIGQUIT, SIG_DFL)
    }
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
