import Foundation
import SpanModel
import Testing

@testable import Narration

@Suite("Durations in words")
struct DurationWordingTests {
    @Test(
        "English leaves out units that are zero and joins the rest with commas and a last \"and\"",
        arguments: [
            (0, "0 seconds"), (1, "1 second"), (59, "59 seconds"), (60, "1 minute"), (61, "1 minute and 1 second"),
            (3_600, "1 hour"),
            (3_601, "1 hour and 1 second"), (7_322, "2 hours, 2 minutes, and 2 seconds"), (-4, "0 seconds"),
            (359_999, "99 hours, 59 minutes, and 59 seconds"),
        ])
    func english(seconds: Int, expected: String) throws {
        #expect(DurationWording(copy: try NarrationFixtures.copy("en")).spoken(seconds: seconds) == expected)
    }

    @Test(
        "One of a unit is said in words where engines misread the numeral",
        arguments: [
            ("de", 3_661, "eine Stunde, eine Minute und eine Sekunde"), ("pl", 61, "jedna minuta i jedna sekunda"),
            ("pl", 125, "dwie minuty i 5 sekund"), ("pl", 1_320, "dwadzieścia dwie minuty"),
            ("pl", 1_212, "20 minut i 12 sekund"), ("es", 61, "un minuto y un segundo"),
            ("ar", 7_202, "ساعتان وثانيتان"), ("ar", 180, "ثَلاث دقائق"), ("ar-EG", 180, "ثَلاث دقائق"),
            ("ja", 3_661, "1時間1分1秒"),
        ])
    func locales(identifier: String, seconds: Int, expected: String) throws {
        let spoken = DurationWording(copy: try NarrationFixtures.copy(identifier)).spoken(seconds: seconds)
        #expect(spoken == expected)
    }

    @Test(
        "A count ending in one agrees with its unit where engines read the digits in the other gender",
        arguments: [
            ("fr", 21 * 60 + 21, "vingt-et-une minutes et vingt-et-une secondes"),
            ("fr", 31, "trente-et-une secondes"), ("fr", 22, "22 secondes"), ("fr", 11, "11 secondes"),
            ("es", 21 * 60 + 21, "veintiún minutos y veintiún segundos"),
            ("es", 21 * 3_600 + 60, "veintiuna horas y un minuto"), ("es", 41, "cuarenta y un segundos"),
            ("de", 21, "21 Sekunden"), ("pl", 21, "21 sekund"),
        ])
    func agreement(identifier: String, seconds: Int, expected: String) throws {
        let spoken = DurationWording(copy: try NarrationFixtures.copy(identifier)).spoken(seconds: seconds)
        #expect(spoken == expected)
    }

    @Test(
        "Arabic numbers take the opposite gender to a feminine noun, written with the vowels that make them heard",
        arguments: [
            ("ar", 5, "خَمْس ثوانٍ"), ("ar-EG", 10, "عَشْر ثوانٍ"), ("ar", 11, "إِحْدى عَشْرَة ثانية"),
            ("ar", 12, "اِثْنَتا عَشْرَة ثانية"), ("ar", 18, "ثَمانِيَ عَشْرَة ثانية"), ("ar", 20, "20 ثانية"),
            ("ar-SA", 21, "إِحْدى وَعِشْرون ثانية"), ("ar", 59, "تِسْع وَخَمْسون ثانية"),
            ("ar", 3 * 3_600 + 65, "ثَلاث ساعات ودقيقة وخَمْس ثوانٍ"),
        ])
    func arabicGender(identifier: String, seconds: Int, expected: String) throws {
        let spoken = DurationWording(copy: try NarrationFixtures.copy(identifier)).spoken(seconds: seconds)
        #expect(spoken == expected)
    }

    @Test("Arabic counts are worded below 1,000, before feminine nouns only, except where the digits are heard right")
    func arabicCounts() {
        let arabic = Locale(identifier: "ar")
        #expect(NumberAgreement.words(103, of: .hour, locale: arabic) == "مِئَة وَثَلاث")
        #expect(NumberAgreement.words(999, of: .year, locale: arabic) == "تِسْعُمِئَة وَتِسْع وَتِسْعون")
        for count in [0, 1, 2, 30, 100, 101, 102, 1_003] {
            #expect(NumberAgreement.words(count, of: .hour, locale: arabic) == nil, "\(count)")
        }
        // يوم, أسبوع, شهر are masculine: espeak-ng's reading of the digits is the right form.
        #expect(NumberAgreement.words(5, of: .day, locale: arabic) == nil)
        #expect(NumberAgreement.words(5, of: .week, locale: arabic) == nil)
    }

    @Test("Every unit a count is said in has its noun, by name")
    func everyUnitHasANoun() {
        #expect(SampleUnit.allCases.map { NumberAgreement.Noun($0).rawValue } == SampleUnit.allCases.map(\.rawValue))
        #expect(HintUnit.allCases.map { NumberAgreement.Noun($0).rawValue } == HintUnit.allCases.map(\.rawValue))
        #expect(
            TimeSpan.Unit.allCases.map { NumberAgreement.Noun($0).rawValue } == TimeSpan.Unit.allCases.map(\.rawValue))
    }

    @Test("A count whose noun comes later agrees with it where the language makes it agree")
    func elidedNouns() {
        let spanish = Locale(identifier: "es")
        // "en 21 de 31 días": veintiuno de treinta y un días.
        #expect(NumberAgreement.words(21, of: .day, elided: true, locale: spanish) == nil)
        #expect(NumberAgreement.words(31, of: .day, locale: spanish) == "treinta y un")
        #expect(NumberAgreement.words(21, of: .hour, elided: true, locale: spanish) == "veintiuna")
        #expect(NumberAgreement.words(21, of: .hour, elided: true, locale: Locale(identifier: "fr")) == "vingt-et-une")
        #expect(NumberAgreement.words(1, of: .week, locale: Locale(identifier: "fr")) == "une")
        #expect(NumberAgreement.words(1, of: .day, locale: Locale(identifier: "fr")) == nil)
        #expect(NumberAgreement.words(2, of: .hour, elided: true, locale: Locale(identifier: "pl")) == "dwie")
        #expect(NumberAgreement.words(2, of: .day, locale: Locale(identifier: "pl")) == nil)
    }

    @Test("A description's span ending in one agrees with its unit in French and Spanish")
    func spansAgree() throws {
        let start = Double(CivilDate(year: 2024, month: 1, day: 1).dayNumber) * 86_400
        for (identifier, step, expected) in [
            ("fr", 1, "sur 21 jours"), ("fr", 7, "sur vingt-et-une semaines"), ("es", 1, "a lo largo de veintiún días"),
            ("es", 7, "a lo largo de veintiuna semanas"), ("de", 7, "über 21 Wochen hinweg"),
        ] {
            let series = Series(
                times: (0..<21).map { start + Double($0 * step) * 86_400 }, values: (0..<21).map(Double.init))
            let narrator = RangeNarrator(
                series: series, calendar: BucketCalendar(), copy: try NarrationFixtures.copy(identifier),
                today: CivilDate(year: 2026, month: 1, day: 1))
            let description = narrator.description(of: series.all)
            #expect(description.contains(expected), "\(identifier): \(description)")
        }
    }

    @Test("French and Spanish hours ending in one are feminine: 21 heures, las 21 horas")
    func hoursAgree() throws {
        for (identifier, hour, minute, expected) in [
            ("fr", 21, 0, "vingt-et-une heures"), ("fr", 21, 30, "vingt-et-une heures 30"), ("fr", 20, 0, "20 heures"),
            ("es", 21, 0, "las veintiuna horas"), ("es", 21, 30, "las 21:30"), ("es", 1, 0, "la una"),
        ] {
            let copy = try NarrationFixtures.copy(identifier)
            let symbols = NumberSymbols(spokenFor: copy)
            let time = TimeWording(copy: copy, calendar: BucketCalendar(), symbols: symbols)
            #expect(time.spokenTime(hour: hour, minute: minute) == expected, "\(identifier) \(hour):\(minute)")
        }
    }

    @Test("A stats card duration is spoken in the same words and written short")
    func valueFormatter() throws {
        let copy = try NarrationFixtures.copy("de")
        let formatter = ValueFormatter(
            format: .duration, locale: copy.locale.locale, durations: DurationWording(copy: copy))
        #expect(formatter.spoken(61).text == "eine Minute und eine Sekunde")
        #expect(formatter.written(252).text.contains("4"))
        // Without the catalog's words, ICU's are used.
        #expect(
            ValueFormatter(format: .duration, locale: copy.locale.locale).spoken(61).text == "1 Minute und 1 Sekunde")
    }
}
