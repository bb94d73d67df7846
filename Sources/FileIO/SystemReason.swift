#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// The system's error numbers in words a person reads, for the common ones; `strerror`'s
/// text, lower-cased, for the rest.
package enum SystemReason {
    /// The reason for an error number: "the disk is full", "permission denied".
    package static func words(for code: Int32) -> String {
        switch code {
        case ENOENT: "it does not exist"
        case EACCES, EPERM: "permission denied"
        case EISDIR: "it is a folder, not a file"
        case ENOTDIR: "a part of the path is not a folder"
        case ENOSPC: "the disk is full"
        case EDQUOT: "the disk quota is used up"
        case EFBIG: "the file is larger than the system allows (a file-size limit)"
        case EROFS: "the file system is read-only"
        case EBADF: "it is closed"
        case EIO: "an input/output error on the device"
        case ENAMETOOLONG: "the name is too long"
        case ELOOP: "it is a loop of symbolic links"
        case EMFILE, ENFILE: "too many files are open"
        case ENXIO: "the device does not exist or has no reader"
        case EXDEV: "it is on another file system"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}
