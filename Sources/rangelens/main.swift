import Foundation
import SpanModel
import StringCatalog
let cal = BucketCalendar()
let today = cal.dayNumber(of: Date().timeIntervalSince1970)
let s = DemoSeries.dailySteps(endingOn: today, calendar: cal)
let w = s.openingWindow()
print(s.count, s.cadence, w, s.average(of: w), s.average(of: s.all), s.summary(.maximum, of: w), s.summary(.minimum, of: s.all))
for loc in ["en", "pl", "ar", "ja", "fr", "ru"] {
  let r = try PluralRules(locale: loc)
  print(loc, r.categories, ["0","1","1.0","2","3","5","11","12","22","1.5","100","101","1000000"].map { "\($0)=\(r.category(forDecimal: $0).rawValue)" }.joined(separator: " "), "one single:", r.coversSingleNumber(.one))
}
print(PluralRules.icuVersion, PluralRules.cldrVersion)
