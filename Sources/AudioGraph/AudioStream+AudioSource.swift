import Foundation

extension AudioStream: AudioSource {}
