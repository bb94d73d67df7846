import FileIO

/// Writes a WebVTT cue file for an audio graph: one cue per tone that sounds and one per run of
/// silent slots (``AudioGraphPlan/cueSpans``), timed to the frame, with text the caller supplies
/// ("3 March, 8,412", "7 to 9 March, no data"), so that a player can show captions and a test
/// can check the timing.
///
/// The text comes from the narration layer in the chosen locale; this type only places and
/// escapes it.
///
/// ```swift
/// let texts = plan.cueSpans.map { narration.cueText(for: $0) }
/// try WebVTTWriter.write(plan: audio.plan, cueTexts: texts, to: "graph.vtt")
/// ```
public enum WebVTTWriter {
    /// The cue file's text.
    ///
    /// Each cue runs from the start of its first slot to the end of its last, so the cues tile
    /// the graph. With `introduction`, a first cue covers the spoken introduction. Cue text is
    /// escaped (`&`, `<`, `>`) and blank lines are dropped, since a blank line would end the
    /// cue.
    ///
    /// - Throws: ``AudioGraphError/invalidOption(option:found:expected:)`` when the number of
    ///   texts is not the number of cue spans.
    /// - Complexity: O(tones + text).
    public static func document(
        for plan: AudioGraphPlan, cueTexts: [String], introduction: String? = nil
    ) throws(AudioGraphError)
        -> String
    {
        let spans = plan.cueSpans
        guard cueTexts.count == spans.count else {
            throw AudioGraphError.invalidOption(
                option: "cue texts", found: "\(cueTexts.count) texts",
                expected: "one text per cue span (\(spans.count))")
        }
        var document = "WEBVTT\n"
        var number = 1
        if let introduction, plan.leadInFrames > 0 {
            let pause = SoundDesign.seconds(plan.options.introductionPause, plan.sampleRate)
            let end = max(plan.leadInFrames - pause, 1)
            document += "\n\(number)\n\(timestamp(0, plan.sampleRate)) --> \(timestamp(end, plan.sampleRate))\n"
            document += escape(introduction)
            document += "\n"
            number += 1
        }
        for (span, text) in zip(spans, cueTexts) {
            let start = span.startFrame
            let end = span.endFrame
            document += "\n\(number)\n\(timestamp(start, plan.sampleRate)) --> \(timestamp(end, plan.sampleRate))\n"
            document += escape(text)
            document += "\n"
            number += 1
        }
        return document
    }

    /// Writes the cue file to `path` through a temporary file renamed into place.
    ///
    /// - Throws: as ``document(for:cueTexts:introduction:)``;
    ///   ``AudioGraphError/cannotCreateOutput(path:reason:)`` or
    ///   ``AudioGraphError/inputOutput(path:reason:)`` when the file cannot be written. Nothing
    ///   is written when the texts are refused.
    public static func write(
        plan: AudioGraphPlan, cueTexts: [String], introduction: String? = nil, to path: String
    )
        throws(AudioGraphError)
    {
        try write(
            text: try document(for: plan, cueTexts: cueTexts, introduction: introduction),
            to: AudioFileWriter.target(path))
    }

    /// Writes the cue file to a target already worked out, as ``FileIO/OutputFile`` writes:
    /// replaced on success only, a special file written into, `-` standard output.
    ///
    /// - Throws: as ``write(plan:cueTexts:introduction:to:)-(_,_,_,String)``.
    package static func write(
        plan: AudioGraphPlan, cueTexts: [String], introduction: String? = nil, to target: OutputTarget
    )
        throws(AudioGraphError)
    {
        try write(text: try document(for: plan, cueTexts: cueTexts, introduction: introduction), to: target)
    }

    /// Writes a cue file's text through ``FileIO/OutputFile``.
    package static func write(text: String, to target: OutputTarget) throws(AudioGraphError) {
        do {
            let file = try OutputFile(target)
            try file.write(Array(text.utf8))
            try file.commit()
        } catch {
            throw AudioGraphError(error)
        }
    }

    /// The cue file of several graphs in one file: a cue for the opening (the description
    /// spoken) when there is one, then for each part a cue over its introduction holding its
    /// name, and its tones' cues, each led by the part's name as `cueTexts` gives them, at their
    /// places in the file. Parts played at once have cues at the same times, one a part.
    ///
    /// - Parameter cueTexts: for each part, one text per cue span of its plan.
    /// - Throws: ``AudioGraphError/invalidOption(option:found:expected:)`` when a part's texts
    ///   are not one per cue span.
    /// - Complexity: O(tones + text).
    public static func document(
        for sequence: AudioGraphSequence, cueTexts: [[String]], opening: String? = nil
    ) throws(AudioGraphError)
        -> String
    {
        let rate = sequence.sampleRate
        var cues: [(start: Int, end: Int, order: Int, text: String)] = []
        if let opening, sequence.openingFrames > 0 {
            let pause = SoundDesign.seconds(AudioGraphSequence.introductionPause, rate)
            cues.append((0, max(sequence.openingFrames - pause, 1), 0, opening))
        }
        for (index, part) in sequence.parts.enumerated() {
            let spans = part.plan.cueSpans
            let texts = index < cueTexts.count ? cueTexts[index] : []
            guard texts.count == spans.count else {
                throw AudioGraphError.invalidOption(
                    option: "cue texts", found: "\(texts.count) texts for \(part.name)",
                    expected: "one text per cue span (\(spans.count))")
            }
            let placement = sequence.placements[index]
            if placement.introductionFrames > 0 {
                cues.append(
                    (
                        placement.introductionStart, placement.introductionStart + placement.introductionFrames, index,
                        part.name
                    ))
            }
            for (span, text) in zip(spans, texts) {
                cues.append((placement.tonesStart + span.startFrame, placement.tonesStart + span.endFrame, index, text))
            }
        }
        // WebVTT wants cues in order of their start; parts played at once keep the parts' order.
        cues.sort { ($0.start, $0.order) < ($1.start, $1.order) }
        var document = "WEBVTT\n"
        for (number, cue) in cues.enumerated() {
            document += "\n\(number + 1)\n\(timestamp(cue.start, rate)) --> \(timestamp(cue.end, rate))\n"
            document += escape(cue.text)
            document += "\n"
        }
        return document
    }

    /// Writes the cue file of several graphs to `path` as ``FileIO/OutputFile`` writes.
    ///
    /// - Throws: as ``document(for:cueTexts:opening:)`` and ``write(plan:cueTexts:introduction:to:)``.
    public static func write(
        sequence: AudioGraphSequence, cueTexts: [[String]], opening: String? = nil, to path: String
    )
        throws(AudioGraphError)
    {
        try write(
            text: try document(for: sequence, cueTexts: cueTexts, opening: opening), to: AudioFileWriter.target(path))
    }

    /// Writes the cue file of several graphs to a target already worked out.
    ///
    /// - Throws: as ``write(sequence:cueTexts:opening:to:)-(_,_,_,String)``.
    package static func write(
        sequence: AudioGraphSequence, cueTexts: [[String]], opening: String? = nil, to target: OutputTarget
    )
        throws(AudioGraphError)
    {
        try write(text: try document(for: sequence, cueTexts: cueTexts, opening: opening), to: target)
    }

    /// `hh:mm:ss.ttt` for a frame, the milliseconds rounded to nearest.
    static func timestamp(_ frame: Int, _ sampleRate: Int) -> String {
        let milliseconds = (frame * 1_000 + sampleRate / 2) / sampleRate
        let hours = milliseconds / 3_600_000
        let minutes = milliseconds / 60_000 % 60
        let seconds = milliseconds / 1_000 % 60
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(hours, 2)):\(pad(minutes, 2)):\(pad(seconds, 2)).\(pad(milliseconds % 1_000, 3))"
    }

    /// Cue text made safe: `&`, `<` and `>` as character references, line breaks normalized,
    /// blank lines dropped.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\r\n", "\r", "\n", "\u{2028}", "\u{2029}": escaped += "\n"
            default: escaped.append(character)
            }
        }
        return escaped.split(separator: "\n", omittingEmptySubsequences: true)
            .map { $0.trimmingTrailingSpaces }
            .filter { !$0.isEmpty }
            .joined(separator: "\n")
    }
}

extension Substring {
    fileprivate var trimmingTrailingSpaces: String {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " || self[index(before: end)] == "\t" {
            end = index(before: end)
        }
        return String(self[..<end])
    }
}
