internal import CEbur128
internal import CSndFile

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The sound libraries, loaded when a sound is first written, read or measured rather than
/// with the program.
///
/// libsndfile (with its codecs: FLAC, Vorbis, Opus, MPEG), libebur128 and espeak-ng (with its
/// audio output: PulseAudio, ALSA, and through them X11 and systemd's libraries) are some thirty
/// shared libraries. Linked into the program, every command loaded them at its start, 2.5 ms and
/// 3.7 MB of pages that a command making no sound never used: a third of the margin of
/// `rangelens check` under its memory aim. Each is now opened by its soname the first time it
/// is needed, and its entry points are found by name.
enum SoundLibraries {
    /// The entry points of a library opened by its soname, found by `name` as `entry(name)`,
    /// or why the library or one of them could not be.
    static func load<Library>(
        _ soname: String, _ make: (_ entry: EntryPoints) throws(AudioGraphError) -> Library
    ) -> Result<Library, AudioGraphError> {
        guard let handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "it was not found"
            return .failure(.libraryUnavailable(library: soname, reason: reason))
        }
        do throws(AudioGraphError) {
            return .success(try make(EntryPoints(handle: handle, soname: soname)))
        } catch {
            return .failure(error)
        }
    }

    /// A loaded library's entry points by name.
    struct EntryPoints {
        let handle: UnsafeMutableRawPointer
        let soname: String

        /// The entry point `name`, as a C function of type `Function`.
        func callAsFunction<Function>(_ name: String) throws(AudioGraphError) -> Function {
            guard let symbol = dlsym(handle, name) else {
                throw .libraryUnavailable(library: soname, reason: "it has no \(name)")
            }
            return unsafeBitCast(symbol, to: Function.self)
        }
    }
}

/// libsndfile's entry points, loaded once (``SoundLibraries``).
struct SoundFileLibrary: @unchecked Sendable {
    let formatCheck: @convention(c) (UnsafePointer<SF_INFO>?) -> Int32
    let openDescriptor: @convention(c) (Int32, Int32, UnsafeMutablePointer<SF_INFO>?, Int32) -> OpaquePointer?
    let openPath: @convention(c) (UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<SF_INFO>?) -> OpaquePointer?
    let errorText: @convention(c) (OpaquePointer?) -> UnsafePointer<CChar>?
    let errorNumberText: @convention(c) (Int32) -> UnsafePointer<CChar>?
    let error: @convention(c) (OpaquePointer?) -> Int32
    let command: @convention(c) (OpaquePointer?, Int32, UnsafeMutableRawPointer?, Int32) -> Int32
    let writeFloatFrames: @convention(c) (OpaquePointer?, UnsafePointer<Float>?, sf_count_t) -> sf_count_t
    let writeShortFrames: @convention(c) (OpaquePointer?, UnsafePointer<Int16>?, sf_count_t) -> sf_count_t
    let readFloatFrames: @convention(c) (OpaquePointer?, UnsafeMutablePointer<Float>?, sf_count_t) -> sf_count_t
    let close: @convention(c) (OpaquePointer?) -> Int32

    static let soname = "libsndfile.so.1"

    /// The library, loaded the first time it is asked for.
    static let loaded = SoundLibraries.load(soname) { entry throws(AudioGraphError) in
        SoundFileLibrary(
            formatCheck: try entry("sf_format_check"), openDescriptor: try entry("sf_open_fd"),
            openPath: try entry("sf_open"), errorText: try entry("sf_strerror"),
            errorNumberText: try entry("sf_error_number"), error: try entry("sf_error"),
            command: try entry("sf_command"), writeFloatFrames: try entry("sf_writef_float"),
            writeShortFrames: try entry("sf_writef_short"), readFloatFrames: try entry("sf_readf_float"),
            close: try entry("sf_close"))
    }

    /// A C string libsndfile returned, as text ("" for none).
    static func text(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}

/// libebur128's entry points, loaded once (``SoundLibraries``).
struct LoudnessLibrary: @unchecked Sendable {
    let initialize: @convention(c) (UInt32, UInt, Int32) -> UnsafeMutablePointer<ebur128_state>?
    let destroy: @convention(c) (UnsafeMutablePointer<UnsafeMutablePointer<ebur128_state>?>?) -> Void
    let addFloatFrames: @convention(c) (UnsafeMutablePointer<ebur128_state>?, UnsafePointer<Float>?, Int) -> Int32
    let globalLoudness: @convention(c) (UnsafeMutablePointer<ebur128_state>?, UnsafeMutablePointer<Double>?) -> Int32
    let samplePeak:
        @convention(c) (UnsafeMutablePointer<ebur128_state>?, UInt32, UnsafeMutablePointer<Double>?) -> Int32
    let truePeak: @convention(c) (UnsafeMutablePointer<ebur128_state>?, UInt32, UnsafeMutablePointer<Double>?) -> Int32

    static let soname = "libebur128.so.1"

    /// The library, loaded the first time it is asked for.
    static let loaded = SoundLibraries.load(soname) { entry throws(AudioGraphError) in
        LoudnessLibrary(
            initialize: try entry("ebur128_init"), destroy: try entry("ebur128_destroy"),
            addFloatFrames: try entry("ebur128_add_frames_float"), globalLoudness: try entry("ebur128_loudness_global"),
            samplePeak: try entry("ebur128_sample_peak"), truePeak: try entry("ebur128_true_peak"))
    }
}
