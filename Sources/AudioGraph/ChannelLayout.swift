import SpanModel

/// The file's channels.
public enum ChannelLayout: String, CaseIterable, Hashable, Sendable {
    /// Two channels, the graph panning across them over time.
    case stereo

    /// One channel.
    case mono

    /// The number of channels.
    public var channelCount: Int {
        switch self {
        case .stereo: 2
        case .mono: 1
        }
    }
}
