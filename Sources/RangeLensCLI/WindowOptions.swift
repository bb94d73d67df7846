/// The window group (``SeriesOptions/windowGroup``): which samples a command shows, `--last`,
/// `--from`, `--to` and `--minimum-span`, read as one value by the commands that declare the
/// group; a command without it (`stats`, whose ranges are calendar periods) shows the opening
/// window.
struct WindowOptions {
    var last: Int?
    var from: String?
    var to: String?
    /// The fewest samples a window may hold.
    var minimumSpan = 7

    /// No window asked for: the opening window.
    init() {}

    init(_ arguments: ParsedArguments) throws(UsageError) {
        try arguments.refuseTogether(SeriesOptions.last, SeriesOptions.from)
        try arguments.refuseTogether(SeriesOptions.last, SeriesOptions.to)
        last = try arguments.integer(SeriesOptions.last, in: 1...Int.max)
        from = arguments.value(SeriesOptions.from)
        to = arguments.value(SeriesOptions.to)
        minimumSpan = try arguments.integer(SeriesOptions.minimumSpan, in: 1...Int.max) ?? 7
    }
}
