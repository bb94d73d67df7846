import FileIO
import Narration

/// The environment is input too: the locale and time zone variables are checked before
/// Foundation or ICU reads them, and an unusable value is removed from the process with a note,
/// so that the next variable in line (or the default) is used instead of a crash.
///
/// Foundation's locale code crashes on a name with a part of twelve letters or more
/// (`LC_ALL=aaaaaaaaaaaa`), even when `--locale` says which locale to speak: ICU reads the
/// variables for its default locale whatever the program asks for.
enum EnvironmentCheck {
    /// The variables that name a locale, in the order POSIX tools read them.
    static let localeVariables = ["LC_ALL", "LC_MESSAGES", "LANG"]

    /// Checks the process's variables, removes those that cannot be used, and returns a note
    /// for each. Runs before anything touches Foundation.
    static func removeUnusableValues() -> [String] {
        var variables: [String: String] = [:]
        for name in localeVariables + ["TZ"] { variables[name] = Platform.variable(name) }
        let checked = usableValues(of: variables)
        for name in variables.keys where checked.environment[name] == nil { Platform.removeVariable(name) }
        return checked.notes
    }

    /// The environment without its unusable locale and time zone values, and a note for each
    /// one left out.
    static func usableValues(of environment: [String: String]) -> (environment: [String: String], notes: [String]) {
        var environment = environment
        var notes: [String] = []
        for name in localeVariables {
            guard let value = environment[name], !value.isEmpty, !NarrationLocale.isWellFormed(value) else { continue }
            environment[name] = nil
            notes.append(
                "note: \(name) holds \(shown(value)), which is not a locale name such as de_DE.UTF-8; it is ignored "
                    + "(the locale comes from --locale, the other variables, or en)")
        }
        if let zone = environment["TZ"], !NarrationLocale.isUsableTimeZoneVariable(zone) {
            environment["TZ"] = nil
            notes.append(
                "note: TZ holds \(shown(zone)), which is not a time zone; it is ignored "
                    + "(days are counted in --time-zone, UTC by default)")
        }
        return (environment, notes)
    }

    /// A value quoted for a note: control characters escaped, at most 40 characters.
    static func shown(_ value: String) -> String {
        ShownText.quoted(value, limit: 40)
    }
}
