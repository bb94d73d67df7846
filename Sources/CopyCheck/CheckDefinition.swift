/// What one check looks for, how serious it is, and how to fix what it finds.
public struct CheckDefinition: Hashable, Sendable {
    /// The id.
    public var id: CheckID
    /// The severity of its findings.
    public var severity: Severity
    /// One line: what it finds.
    public var summary: String
    /// A few sentences: why it matters and how to fix it.
    public var explanation: String

    /// Every check, in the order of the documentation.
    public static let all: [CheckDefinition] = [
        CheckDefinition(
            id: .unreadableFile, severity: .error, summary: "The catalog file does not exist or cannot be read.",
            explanation: "Check the path and the file's permissions. The command exits with status 66."),
        CheckDefinition(
            id: .unknownKind, severity: .error, summary: "The file is of a kind the check does not read.",
            explanation:
                "The check reads String Catalogs (.xcstrings), .strings and .stringsdict files, XLIFF exports (.xliff) and .xcloc bundles, and folders that hold them; a file given by name with another extension is refused. The command exits with status 65."
        ),
        CheckDefinition(
            id: .invalidJSON, severity: .error, summary: "The file is not valid JSON.",
            explanation:
                "The message names the line and column where reading stopped and what was expected there. Xcode cannot open the catalog either. The command exits with status 65."
        ),
        CheckDefinition(
            id: .invalidSyntax, severity: .error,
            summary: "A .strings, .stringsdict or XLIFF file is not valid text of its format.",
            explanation:
                "The message names the line and column where reading stopped and what was expected there: a string never closed, a missing ';', an XML tag left open. The command exits with status 65."
        ),
        CheckDefinition(
            id: .notACatalog, severity: .error, summary: "The file is JSON but not a String Catalog.",
            explanation:
                "A catalog is an object with \"sourceLanguage\", \"strings\" and \"version\". The command exits with status 65."
        ),
        CheckDefinition(
            id: .missingSourceLanguage, severity: .error, summary: "The catalog has no \"sourceLanguage\".",
            explanation:
                "Without it no tool knows which language the keys are written in; \"en\" is assumed for the other checks. Add \"sourceLanguage\" : \"en\" (or the right language)."
        ),
        CheckDefinition(
            id: .wrongType, severity: .error, summary: "A field holds the wrong kind of JSON value.",
            explanation:
                "For example \"argNum\" : \"2\" (a string) where Xcode expects a number. The field is ignored by the other checks; write the value as the message says."
        ),
        CheckDefinition(
            id: .missingField, severity: .error, summary: "A required field is missing.",
            explanation: "For example a \"stringUnit\" without a \"value\". Add the field."),
        CheckDefinition(
            id: .unknownField, severity: .warning, summary: "A field the String Catalog format does not define.",
            explanation:
                "Often a misspelling (\"localisations\", \"comments\"). Xcode drops fields it does not know the next time it saves the catalog. Rename or remove it."
        ),
        CheckDefinition(
            id: .unknownState, severity: .error, summary: "A string unit's \"state\" is not one Xcode knows.",
            explanation:
                "The states are new, translated, needs_review and stale. Anything else (\"translate\", \"reviewed\") is lost or refused by Xcode, and the completion counts are wrong."
        ),
        CheckDefinition(
            id: .unknownExtractionState, severity: .warning,
            summary: "An entry's \"extractionState\" is not one Xcode knows.",
            explanation: "The values are manual, extracted_with_value, migrated and stale. Check for a misspelling."),
        CheckDefinition(
            id: .duplicateKey, severity: .error, summary: "A key appears twice in one JSON object.",
            explanation:
                "JSON readers, Xcode included, silently keep one of the two, so one translation is lost without a word. Merge the two entries into one."
        ),
        CheckDefinition(
            id: .controlCharacter, severity: .error, summary: "A value holds a control character.",
            explanation:
                "ESC, BEL, NUL, DEL and the other C0 and C1 controls (tab and line breaks aside) show nothing and act instead: an escape starts a terminal sequence, a bell rings, and a speech engine may stop or skip. Usually pasted from a terminal or another tool; remove it."
        ),
        CheckDefinition(
            id: .unknownPluralCategory, severity: .error, summary: "A plural variation is not a CLDR category.",
            explanation:
                "The categories are zero, one, two, few, many and other. A form under any other name (\"singular\", \"1\") is never used."
        ),
        CheckDefinition(
            id: .missingSubstitution, severity: .error, summary: "A %#@name@ token has no substitution of that name.",
            explanation:
                "The value refers to a substitution that this language does not define, so the token is shown as it is or the app crashes. Each language needs its own \"substitutions\" entry for every token its value uses."
        ),
        CheckDefinition(
            id: .unusedSubstitution, severity: .warning,
            summary: "A substitution is defined but no %#@name@ token uses it.",
            explanation:
                "Usually the value lost its token while being edited. Put the token back, or remove the substitution."),
        CheckDefinition(
            id: .substitutionMismatch, severity: .error,
            summary: "A substitution's argNum or formatSpecifier differs between languages.",
            explanation:
                "A substitution must take the same argument, of the same type, in every language; otherwise the plural is chosen by the wrong number or the value is read as the wrong type. Copy argNum and formatSpecifier from the source language."
        ),
        CheckDefinition(
            id: .missingTranslation, severity: .error,
            summary: "A language the catalog targets has no value for a key.",
            explanation:
                "Users of that language see the source text instead. Translate the key, or mark it \"shouldTranslate\" : false if it must never be translated."
        ),
        CheckDefinition(
            id: .emptyValue, severity: .error, summary: "A value is empty or only whitespace.",
            explanation:
                "An empty value shows nothing, and a screen reader announces nothing. Translate it, or delete the localization so the source text is used."
        ),
        CheckDefinition(
            id: .stateNew, severity: .warning, summary: "A value is in state \"new\": not translated or reviewed yet.",
            explanation:
                "Values imported or machine-filled are often marked new. Review the text and set the state to translated."
        ),
        CheckDefinition(
            id: .needsReview, severity: .warning, summary: "A value is marked \"needs_review\".",
            explanation:
                "The source text changed after the translation was made, or a reviewer flagged it. Review the text and set the state to translated."
        ),
        CheckDefinition(
            id: .stale, severity: .warning, summary: "The key is stale: the code no longer uses it.",
            explanation:
                "Xcode marks keys stale when it no longer finds them in the source. Remove the entry, or use the key again. Other checks skip stale keys."
        ),
        CheckDefinition(
            id: .belowMinimum, severity: .error, summary: "A locale is less complete than the minimum asked for.",
            explanation:
                "With a minimum completeness per locale (de=100,fr=95), each locale named must have at least that share of its keys translated and reviewed; each missing value is then a note rather than an error. Translate the missing keys, or lower the minimum."
        ),
        CheckDefinition(
            id: .missingPlaceholder, severity: .error,
            summary: "A translation leaves out a placeholder the source has.",
            explanation:
                "The argument is not shown: a name or a count disappears from the sentence. Put the placeholder back; its position may change, and %1$@ %2$@ let the order change."
        ),
        CheckDefinition(
            id: .extraPlaceholder, severity: .error, summary: "A translation has a placeholder the source does not.",
            explanation:
                "The app passes no value for it, so formatting reads memory it should not (a crash or garbage on Apple platforms). Remove the placeholder or match the source's."
        ),
        CheckDefinition(
            id: .placeholderTypeMismatch, severity: .error,
            summary: "A placeholder takes another type of value than in the source.",
            explanation:
                "For example %@ (text) where the source has %lld (a whole number). The value is read as the wrong type: a crash or garbage. Use the source's specifier."
        ),
        CheckDefinition(
            id: .intentParameter, severity: .error,
            summary: "An App Intents parameter (${name}) is renamed, dropped or added in a translation.",
            explanation:
                "Shortcut phrases and parameter summaries name their parameters: the system fills ${messageContent} by its name, so a translated name ('${messaggioContenuto}') is shown as written or the phrase is refused. Keep every parameter as the source writes it."
        ),
        CheckDefinition(
            id: .mixedPositional, severity: .error,
            summary: "A value mixes numbered (%1$@) and plain (%@) placeholders so that one argument is shown twice.",
            explanation:
                "A plain placeholder takes the next argument in the order of the plain ones, whatever the numbered ones take: '%2$@: %d' shows argument 1 with %d, as meant, but '%1$@: %d' shows argument 1 twice and never argument 2. Number them all."
        ),
        CheckDefinition(
            id: .barePercent, severity: .error, summary: "A percent sign that is not a placeholder.",
            explanation: "In a format string a lone % starts a placeholder. Write %% for a percent sign."),
        CheckDefinition(
            id: .unknownDirective, severity: .error,
            summary: "Something after % is not a valid placeholder, or looks like a typo.",
            explanation:
                "Examples: %11d (the digit one for the letter l of %lld), '50% off' (read as '% o', an octal number with a space flag), %n (never allowed). Write the source's placeholder, or %% for a percent sign."
        ),
        CheckDefinition(
            id: .missingPluralCategory, severity: .error, summary: "A plural lacks a form the language needs.",
            explanation:
                "Each language has its own plural categories (Polish: one, few, many, other; Arabic: all six), and a number of a missing category falls back to other, which is wrong grammar. The message gives numbers that use the missing form. other is always required."
        ),
        CheckDefinition(
            id: .missingLargeNumberCategory, severity: .warning,
            summary: "A plural lacks the form a language uses only for very large numbers.",
            explanation:
                "French, Spanish, Italian and Portuguese use many for a million and above ('1 000 000 de jours'); other is used instead when it is missing. Add the form if the number can be that large."
        ),
        CheckDefinition(
            id: .otherStandsForMany, severity: .warning,
            summary:
                "A Russian, Ukrainian or Belarusian plural has no many form, and other was written for its numbers.",
            explanation:
                "These languages use many for 0, 5 to 20, 25...; older catalogs wrote those forms under other ('%lld файлов'), which whole numbers reach only when many is missing, so the text reads right. Add a many form with the same text (Xcode expects it); where other repeats the one or few form, the missing many is an error (plural.missing-category)."
        ),
        CheckDefinition(
            id: .unusedPluralCategory, severity: .warning, summary: "A plural has a form the language never uses.",
            explanation:
                "For example one in Japanese, which has only other. The form is never shown; remove it. (zero is always allowed: Apple uses it for the number 0 in every language.)"
        ),
        CheckDefinition(
            id: .numberDropped, severity: .error,
            summary: "A plural form leaves out the number, but its category covers more than one number.",
            explanation:
                "Russian one is used for 1, 21, 31, 101...; 'один файл' without the number is wrong for 21 files. Leaving the number out is only right where the category is exactly one number (English one is only 1). Put the placeholder in the form."
        ),
        CheckDefinition(
            id: .renderFailed, severity: .error, summary: "A plural entry fails to render with a sample number.",
            explanation:
                "The entry was rendered with the numbers 0, 1, 2, 3, 5, 11, 12, 21, 22, 101, 1,000,000 and 1.5 (and their rounded displays such as 1.0) and failed; the message says why."
        ),
        CheckDefinition(
            id: .unreachableForm, severity: .error, summary: "A plural form is never chosen.",
            explanation:
                "The forms are chosen by one argument; when that argument is text (%@), or not a number the form's category covers, the form is never shown. Make the counted argument a number placeholder such as %lld."
        ),
        CheckDefinition(
            id: .rangeDash, severity: .error,
            summary: "A dash, hyphen or tilde between numbers or dates in spoken text.",
            explanation:
                "Speech engines read '3–5' as 'three five' or 'three minus five', and skip or mangle dashes between dates. Write the language's word: '3 to 5', '3 March to 14 April'."
        ),
        CheckDefinition(
            id: .abbreviation, severity: .warning, summary: "An abbreviated month or unit in spoken text.",
            explanation:
                "'Mar', '4m 12s' or '12.4K' are read letter by letter or as words ('mar', 'M'). Write the full word in spoken text: 'March', '4 minutes and 12 seconds', '12.4 thousand'."
        ),
        CheckDefinition(
            id: .symbol, severity: .warning,
            summary: "A symbol or emoji that speech engines read badly in spoken text.",
            explanation:
                "'/', '&', '#', '~', '*', '|' and emoji are read as 'slash', 'number sign', the emoji's long name, or skipped. Use words."
        ),
        CheckDefinition(
            id: .spelledOutAbbreviation, severity: .warning,
            summary: "An abbreviation speech engines spell out or misread, in spoken text.",
            explanation:
                "'vs' is read 'V S', 'approx.' as 'approks', German 'z. B.' as 'zet be', Polish 'tj.' as 'tej', a currency code 'USD' as 'ust' in Polish, French 'h' (for heures) as the letter, Arabic 'م' (for مساءً) as the letter meem. Each language has its own list. Write the words: 'versus' or 'compared with', 'for example', 'zum Beispiel', 'US dollars', '23 heures', 'مساءً'."
        ),
        CheckDefinition(
            id: .percentSign, severity: .warning, summary: "A percent sign in Arabic spoken text.",
            explanation:
                "espeak-ng reads '12%' in Arabic as 'twelve': the sign is not said. Write the word in spoken lines: '12 بالمئة' (the written line may keep the sign)."
        ),
        CheckDefinition(
            id: .mixedDigits, severity: .warning,
            summary: "Two digit systems in one value, or digits typed where the language's regions write others.",
            explanation:
                "Arabic is written with Latin digits in ar and Arabic-Indic digits (٠١٢٣) in ar-EG and ar-SA; the numbers an app passes follow the region, so a digit typed into the value ('3 أشهر', '%lld:00') sits beside numbers in the other system. Write the number as a word ('ثلاثة أشهر'), pass it as an argument, or leave the digits to the code ('الساعة %lld')."
        ),
        CheckDefinition(
            id: .bareClockTime, severity: .warning,
            summary: "A clock time ('23:00') that no word marks as a time, in spoken text.",
            explanation:
                "Speech engines read '23:00' digit by digit ('twenty-three zero zero') or as a ratio. Say the time the way the language does: '11 PM', '23 Uhr', '23 heures', 'a las 23 horas', 'o godzinie 23', 'الساعة 23', '23時', '23点'. A value that is nothing but a time (a part of a sentence that names the hour) is not reported."
        ),
        CheckDefinition(
            id: .numberGrouping, severity: .warning,
            summary: "A number grouped with a separator speech engines read as a break between two numbers.",
            explanation:
                "A no-break, narrow no-break, thin or figure space between digit groups (CLDR's grouping in French, Polish and many more) or the Arabic thousands separator is read as a break: espeak-ng hears French '8\u{202F}112' as 'huit cent douze', Arabic '٧٬١٠٠' as 'سبعة مئة'. In Spanish a comma before three digits is read as a decimal comma ('ocho coma ciento doce'). In spoken text group with a plain space (French, Polish) or not at all."
        ),
        CheckDefinition(
            id: .bareMinus, severity: .warning,
            summary: "A minus sign before a number, in a language whose speech engine does not say it.",
            explanation:
                "espeak-ng drops a hyphen-minus before digits in French, Spanish, Polish, Arabic, Japanese and Chinese ('-5' is heard 'cinq'), and reads U+2212 as the English word 'minus': a loss is heard as a gain. Write the sign as a word in spoken text: 'moins 5', 'menos 5', 'minus 5', 'سالب 5', 'マイナス5', '负5'."
        ),
        CheckDefinition(
            id: .eraLetter, severity: .warning, summary: "An Arabic era letter ('م') after a year, in spoken text.",
            explanation:
                "ICU's ar-SA dates write the era after the year ('2024 م'); speech engines say the letter's name ('ميم'). Leave the era out of spoken text (the Gregorian calendar needs none), or write the word 'ميلادي'."
        ),
        CheckDefinition(
            id: .unbalancedIsolate, severity: .error,
            summary: "Directional isolates (LRI, RLI, FSI) and PDI do not pair up.",
            explanation:
                "An isolate left open changes the direction of everything after it, including text the app adds around the value; a PDI without an isolate is stray. Close every isolate with a PDI (U+2069) in the same value."
        ),
        CheckDefinition(
            id: .unbalancedEmbedding, severity: .error,
            summary: "Directional embeddings or overrides (LRE, RLE, LRO, RLO) and PDF do not pair up.",
            explanation:
                "An open embedding or override reorders everything after it. Close each with PDF (U+202C) in the same value, or better, use isolates."
        ),
        CheckDefinition(
            id: .directionMark, severity: .warning,
            summary: "A direction mark (LRM, RLM, ALM) in a left-to-right language's value.",
            explanation:
                "Left-to-right text does not need these invisible marks; they usually come from copying text out of a right-to-left language and can reorder punctuation. Remove them."
        ),
        CheckDefinition(
            id: .callerTextNotIsolated, severity: .warning,
            summary: "A placeholder holding the caller's text is not isolated in a right-to-left value.",
            explanation:
                "A name, unit or label the app passes through ('Orders', 'steps a day') is shown in its own direction: in an Arabic or Hebrew sentence, 'Orders، 1,065' displays left to right and moves the punctuation. Wrap the placeholder in FSI (U+2068) and PDI (U+2069): '⁨%1$@⁩'. The placeholders that hold caller text are named in the key's comment: '[caller: %1$@]'."
        ),
        CheckDefinition(
            id: .announcementTooLong, severity: .warning,
            summary: "A spoken line is longer than the limit once rendered.",
            explanation:
                "Long announcements are cut off or interrupted by the next one. Shorten the text; the limit is set in the check options (150 characters by default)."
        ),
        CheckDefinition(
            id: .translationExpansion, severity: .warning, summary: "A translation is far longer than its source.",
            explanation:
                "More than twice as wide (for sources of 30 columns or more; a Chinese, Japanese or Korean character counts as two columns): it may be truncated on screen, and it often means text was added or pasted twice. Check the translation."
        ),
        CheckDefinition(
            id: .sameAsSource, severity: .warning,
            summary: "A translation is word for word the source text, yet marked translated.",
            explanation:
                "Three words or more left in the source language usually mean the text was never translated (or was pasted back). Words that stay the same in every language (brand names) can be listed among the words kept in translation and are not counted. Translate the text."
        ),
        CheckDefinition(
            id: .otherKeysText, severity: .warning,
            summary: "A translation is another key's text, pasted in.",
            explanation:
                "The value is word for word the same language's value of another key, four words or more, and the two keys' sources share less than half their words: the translation of one was copied into the other. Translate the key's own source."
        ),
        CheckDefinition(
            id: .keyAsValue, severity: .warning, summary: "A value is its key, or an Interface Builder object ID.",
            explanation:
                "A translation equal to its key (where the key is not the source text), or a value such as '1tx-W0-xDw.title' from a storyboard catalog, shows an identifier on screen. Write the text."
        ),
        CheckDefinition(
            id: .edgeWhitespace, severity: .warning, summary: "Leading or trailing whitespace differs from the source.",
            explanation:
                "The app joins text around the value; a space or line break lost or added at the edge runs words together or breaks a layout. Match the source's spaces and line breaks (languages written without spaces may leave spaces out)."
        ),
        CheckDefinition(
            id: .lineBreaks, severity: .warning, summary: "The line breaks inside a value differ from the source's.",
            explanation:
                "A line break lost joins two lines; one added breaks a layout. Keep the source's lines unless the layout calls for others."
        ),
        CheckDefinition(
            id: .escape, severity: .warning, summary: "An escape typed as text, or a tab lost.",
            explanation:
                "'\\n' typed into a translation shows as a backslash and an n, not as a line break; a tab of the source left out joins columns. Write the character itself."
        ),
        CheckDefinition(
            id: .markdown, severity: .warning, summary: "Markdown emphasis or a link left unbalanced.",
            explanation:
                "SwiftUI renders catalog text as Markdown: '**bold' without its closing '**' shows the asterisks, and a link without its '](' or ')' shows as text. Close them as the source does."
        ),
        CheckDefinition(
            id: .finalPunctuation, severity: .warning, summary: "The source's final punctuation mark is dropped.",
            explanation:
                "The source ends with a full stop, question or exclamation mark, colon or ellipsis and the translation with none. Add the language's own mark if the sentence needs one."
        ),
        CheckDefinition(
            id: .notXcodeLayout, severity: .warning, summary: "The file is not in the layout Xcode writes.",
            explanation:
                "Xcode rewrites the whole file the next time it saves it, which makes a large diff. Rewrite it in Xcode's layout (the message shows the first difference)."
        ),
    ]

    static let byID: [CheckID: CheckDefinition] = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })
}
