internal import CSndFile
import FileIO
import Foundation

extension AudioFileFormat {
    var libsndfileFormat: Int32 {
        switch self {
        case .wav: Int32(SF_FORMAT_WAV | SF_FORMAT_PCM_16)
        case .flac: Int32(SF_FORMAT_FLAC | SF_FORMAT_PCM_16)
        case .ogg: Int32(SF_FORMAT_OGG | SF_FORMAT_VORBIS)
        }
    }

    init?(libsndfileFormat format: Int32) {
        switch Int(format) & Int(SF_FORMAT_TYPEMASK) {
        case Int(SF_FORMAT_WAV): self = .wav
        case Int(SF_FORMAT_FLAC): self = .flac
        case Int(SF_FORMAT_OGG): self = .ogg
        default: return nil
        }
    }
}
