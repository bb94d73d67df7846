/// The words a choice option takes, declared once with the option (from a type's cases), and
/// the help line made from them: help, completions, the man page and the refusal of another
/// word all read these words, and the help says them and the default only as made here, so a
/// word is never written twice.
///
/// The help line reads `lead`, the words as an English list with their glosses, `detail`, the
/// default, then `tail`: "The embedded audio graph's format: flac (plays in every current
/// browser), ogg (about a quarter the size) or wav (default: flac)."
struct OptionChoices: Sendable, Hashable {
    /// What a choice is when it is not given, as its help says it.
    enum Default: Sendable, Hashable {
        /// Nothing is said: leaving the option out has its own meaning (`stats --state`).
        case none
        /// One of the words, and what the help adds to it ("; with --series, one extent for all").
        case word(String, note: String)
        /// No one word, said in words ("from the file's extension, else detected").
        case described(String)
    }

    /// The words, in the order help, completions and the refusal list them.
    var words: [String]
    /// Help's words before the list ("Progress on a terminal for long reads: ").
    var lead: String
    /// What help says after a word, in parentheses ("rewritten" for `percent`).
    var glosses: [String: String]
    /// Help's words between the list and the default (", when the file's extension does not say").
    var detail: String
    /// The default.
    var fallback: Default
    /// Help's words after the default, with the closing full stop.
    var tail: String

    /// The word taken when the option is not given, when it is one.
    var defaultWord: String? {
        if case .word(let word, _) = fallback { return word }
        return nil
    }

    /// The help line.
    var help: String {
        let listed = words.map { word in glosses[word].map { "\(word) (\($0))" } ?? word }
        var line = lead + Self.english(listed) + detail
        switch fallback {
        case .none: break
        case .word(let word, let note): line += " (default: \(word)\(note))"
        case .described(let text): line += " (default: \(text))"
        }
        return line + tail
    }

    /// The prose written by hand around the words, which must not list them again.
    var prose: [String] {
        var parts = [lead, detail, tail] + glosses.values
        switch fallback {
        case .none: break
        case .word(_, let note): parts.append(note)
        case .described(let text): parts.append(text)
        }
        return parts
    }

    /// Words as English lists them, the same in any locale: "a", "a or b", "a, b or c".
    static func english(_ items: [String], conjunction: String = "or") -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}

/// The default of a choice option of a type, as it is declared
/// (``OptionSpec/choice(_:_:_:accepting:lead:glosses:detail:default:tail:)``).
enum ChoiceDefault<Choice: RawRepresentable> where Choice.RawValue == String {
    /// Nothing is said: leaving the option out has its own meaning.
    case none
    /// A case, read by ``ParsedArguments/chosen(_:as:)`` when the option is not given, and what
    /// the help adds to it.
    case value(Choice, note: String = "")
    /// No one case (the command finds it), said in words.
    case described(String)

    var declared: OptionChoices.Default {
        switch self {
        case .none: .none
        case .value(let choice, let note): .word(choice.rawValue, note: note)
        case .described(let text): .described(text)
        }
    }
}

extension OptionSpec {
    /// An option whose value is one of the cases of `Choice` (all of them, or those it is
    /// `accepting`, in that order), read with ``ParsedArguments/choice(_:as:)`` or
    /// ``ParsedArguments/chosen(_:as:)``. Its help is made from the cases: `lead`, the cases
    /// as an English list with their `glosses`, `detail`, the default, then `tail`.
    static func choice<Choice: RawRepresentable & CaseIterable & Hashable>(
        _ name: String, _ valueName: String, _ type: Choice.Type, accepting cases: [Choice]? = nil,
        lead: String = "", glosses: [Choice: String] = [:], detail: String = "",
        default fallback: ChoiceDefault<Choice> = .none, tail: String = "."
    ) -> OptionSpec where Choice.RawValue == String {
        let choices = OptionChoices(
            words: (cases ?? Array(type.allCases)).map(\.rawValue), lead: lead,
            glosses: Dictionary(uniqueKeysWithValues: glosses.map { ($0.key.rawValue, $0.value) }), detail: detail,
            fallback: fallback.declared, tail: tail)
        return OptionSpec(name: name, shortName: nil, valueName: valueName, prose: "", valueKind: .choice(choices))
    }
}
