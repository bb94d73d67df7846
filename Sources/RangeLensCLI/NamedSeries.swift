import FileIO

/// One series of a long table, by the name its column gives it, ready to narrate (a series
/// read alone has no name: its name is empty).
///
/// Its name is outside text: ``name`` is as a terminal and a sentence show it (control
/// characters in their visible form, ``FileIO/ShownText``), ``written`` as the file writes it,
/// for JSON (which escapes it its own way) and for matching.
struct NamedSeries {
    /// The name as sentences and terminals show it: `A\u{001B}[2J` for a name holding ESC.
    var name: String
    /// The name as the file writes it.
    var written: String
    var loaded: LoadedSeries

    init(name: String, loaded: LoadedSeries) {
        self.name = ShownText.escaped(name)
        self.written = name
        self.loaded = loaded
    }
}
