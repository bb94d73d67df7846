import Testing

@testable import AudioGraph

@Suite struct AudioGraphOptionsTests {
    @Test func theDefaultsAreTheSpecifiedOnes() throws {
        let options = AudioGraphOptions()
        try options.validate()
        #expect(options.sampleRate == 44_100)
        #expect(options.pitchRange == .standard)
        #expect(options.axis == .extent && options.scale == .linear)
        #expect(options.pitchScale == .continuous)
        #expect(options.style == .discrete)
        #expect(options.timbre == .warm)
        #expect(options.channels == .stereo)
        #expect(options.panDirection == .leftToRight)
        #expect(options.targetDuration == 6 && options.shortestSlot == 0.06 && options.longestSlot == 0.25)
        #expect(options.longestDuration == 24 && options.toneFraction == 0.75)
        #expect(options.playsTicks && options.playsZeroAsBlip && options.marksExtremes)
        #expect(options.threshold == nil)
    }

    static func changed(_ change: (inout AudioGraphOptions) -> Void) -> AudioGraphOptions {
        var options = AudioGraphOptions()
        change(&options)
        return options
    }

    @Test(arguments: [
        ("sample-rate", changed { $0.sampleRate = 8_000 }),
        ("duration", changed { $0.targetDuration = 0 }),
        ("shortest-slot", changed { $0.shortestSlot = .nan }),
        ("shortest-slot", changed { $0.shortestSlot = 0.05 }),
        ("threshold", changed { $0.threshold = .nan }),
        ("longest-slot", changed { $0.longestSlot = 0.03 }),
        ("longest-duration", changed { $0.longestDuration = 0.01 }),
        ("tone-fraction", changed { $0.toneFraction = 1.5 }),
        ("tone-fraction", changed { $0.toneFraction = 0.1 }),
        ("pause", changed { $0.introductionPause = -1 }),
        ("vorbis-quality", changed { $0.vorbisQuality = 2 }),
        ("reference", changed { $0.reference = .goal(.infinity) }),
        (
            "axis",
            changed {
                $0.axis = .zero
                $0.scale = .logarithmic
            }
        ),
    ])
    func anUnusableSettingIsRefusedByName(option: String, options: AudioGraphOptions) {
        #expect {
            try options.validate()
        } throws: { error in
            guard case .invalidOption(let named, _, _) = error as? AudioGraphError else { return false }
            return named == option
        }
    }

    @Test func optionNamesParseFromTheirRawValues() {
        #expect(ValueAxis(rawValue: "zero") == .zero)
        #expect(ValueScale(rawValue: "linear") == .linear)
        #expect(ValueScale(rawValue: "log") == .logarithmic)
        #expect(PitchScale(rawValue: "pentatonic") == .pentatonic)
        #expect(ToneStyle(rawValue: "continuous") == .continuous)
        #expect(Timbre(rawValue: "hollow") == .hollow)
        #expect(PanDirection(rawValue: "rtl") == .rightToLeft)
        #expect(ChannelLayout.mono.channelCount == 1)
    }

    @Test func everyTimbreStartsWithItsFundamental() {
        for timbre in Timbre.allCases {
            #expect(timbre.harmonics.first == 1)
            #expect(timbre.harmonics.allSatisfy { $0 <= 1 && $0 >= 0 })
        }
        #expect(Timbre.hollow.harmonics[1] == 0)
    }
}
