#!/usr/bin/env python3
"""Writes the real-shaped series of this folder (see README.md), the same every time.

Each series is shaped like a public dataset of its kind; the numbers are made up here, from the
formulas below and a seeded generator, so that every fixture can be remade and read by eye.

    python3 Tests/NarrationTests/Shapes/make-shapes.py
"""
import datetime as dt
import math
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))


def write(name, header, rows):
    with open(os.path.join(HERE, name), "w", encoding="utf-8", newline="\n") as file:
        file.write(",".join(header) + "\n")
        for row in rows:
            file.write(",".join(str(cell) for cell in row) + "\n")


def days(first, last):
    day = first
    while day <= last:
        yield day
        day += dt.timedelta(days=1)


def months(year, month, count):
    for index in range(count):
        yield dt.date(year + (month - 1 + index) // 12, (month - 1 + index) % 12 + 1, 1)


def fixed(value, places=1):
    text = f"{value:.{places}f}"
    return "0" if text in ("-0", "-0.0") else text.rstrip("0").rstrip(".") if "." in text else text


def payrolls():
    """Employment in thousands, July 2014 to December 2015: up every month, 2.9% in all."""
    rng = random.Random(1)
    steps = [rng.uniform(120, 330) for _ in range(17)]
    scale = (143_093 - 139_058) / sum(steps)
    value = 139_058.0
    rows = []
    for index, month in enumerate(months(2014, 7, 18)):
        if index:
            value += steps[index - 1] * scale
        rows.append((month.isoformat(), round(value)))
    rows[-1] = (rows[-1][0], 143_093)
    write("payrolls.csv", ["date", "employed"], rows)


def co2_weekly():
    """Weekly CO2 in ppm through the 1990s: a slow rise of 1.5 ppm a year under a yearly cycle
    of about 6 ppm that peaks in May."""
    rng = random.Random(2)
    first = dt.date(1990, 1, 6)
    rows = []
    for week in range(521):
        day = first + dt.timedelta(weeks=week)
        years = week * 7 / 365.25
        season = 3.0 * math.cos(2 * math.pi * (years - 0.37))
        rows.append((day.isoformat(), fixed(354.4 + 1.5 * years + season + rng.gauss(0, 0.25), 2)))
    write("co2-weekly.csv", ["week", "ppm"], rows)


def hump():
    """A monthly count from January 1850 to December 1859 that rises from 200 to a peak of 1,440
    in January 1855 and falls to 90."""
    rng = random.Random(3)
    rows = []
    for index, month in enumerate(months(1850, 1, 120)):
        if index <= 60:
            value = 200 + (1_440 - 200) * math.sin(math.pi / 2 * index / 60) ** 2
        else:
            value = 90 + (1_440 - 90) * math.cos(math.pi / 2 * (index - 60) / 59) ** 2
        if 0 < index < 119 and index != 60:
            value = min(value * (1 + rng.gauss(0, 0.02)), 1_430)
        rows.append((month.isoformat()[:7], round(value)))
    write("hump.csv", ["month", "count"], rows)


def summer_temperatures():
    """Daily mean temperature in °C through 2025 at a temperate site: near 0 in winter, about
    23 at the end of July."""
    rng = random.Random(4)
    rows = []
    for day in days(dt.date(2025, 1, 1), dt.date(2025, 12, 31)):
        season = -math.cos(2 * math.pi * (day.timetuple().tm_yday - 22) / 365)
        rows.append((day.isoformat(), fixed(11.5 + 11.5 * season + rng.gauss(0, 2.2))))
    write("summer-temperatures.csv", ["date", "temperature"], rows)


def winter_temperatures():
    """Daily mean temperature in °C from November 2025 to February 2026, around zero: 8 at the
    start, about -7 in mid-January, 2 at the end."""
    rng = random.Random(5)
    first = dt.date(2025, 11, 1)
    rows = []
    for index, day in enumerate(days(first, dt.date(2026, 2, 28))):
        low = 75
        level = 8 - 15 * (index / low) if index <= low else -7 + 9 * (index - low) / (119 - low)
        rows.append((day.isoformat(), fixed(level + rng.gauss(0, 1.6))))
    write("winter-temperatures.csv", ["date", "temperature"], rows)


def v_shape():
    """A weekly price that falls from 120 to 62 in the week of 23 March 2020 and recovers to 115."""
    rng = random.Random(6)
    first = dt.date(2020, 1, 6)
    rows = []
    for week in range(40):
        if week <= 11:
            value = 120 - 58 * (week / 11) ** 1.5
        else:
            value = 62 + 53 * ((week - 11) / 28) ** 0.8
        if week not in (0, 11, 39):
            value += rng.gauss(0, 1.5)
        rows.append(((first + dt.timedelta(weeks=week)).isoformat(), fixed(value, 2)))
    write("v-weekly.csv", ["week", "close"], rows)


def sunspots():
    """Yearly sunspot numbers from 1986 to 2008: two solar cycles, peaks in 1989 and 2000."""
    values = [13, 29, 100, 157, 142, 145, 94, 55, 30, 18, 8, 22, 64, 93, 173, 140, 104, 64, 41, 30, 15, 7, 4]
    write("sunspots-yearly.csv", ["year", "sunspots"], [(1986 + i, v) for i, v in enumerate(values)])


def spike():
    """Daily errors in October 2026: 0 to 3 a day, and 80 on 17 October."""
    rng = random.Random(7)
    rows = []
    for day in days(dt.date(2026, 10, 1), dt.date(2026, 10, 31)):
        rows.append((day.isoformat(), 80 if day.day == 17 else rng.choice([0, 1, 1, 2, 2, 3])))
    write("errors-spike.csv", ["date", "errors"], rows)


def trading_days(first, last):
    return [day for day in days(first, last) if day.weekday() < 5]


def walk(name, first, last, start, end, seed, shape):
    """A daily closing price on weekdays only: a random walk bent to pass `shape`'s points."""
    rng = random.Random(seed)
    dates = trading_days(first, last)
    steps = [rng.gauss(0, 0.014) for _ in dates]
    noise = [0.0]
    for step in steps[1:]:
        noise.append(noise[-1] + step)
    # A bridge: the walk's own wander, pinned to zero at both ends, around the shape's path.
    count = len(dates) - 1
    bridge = [noise[i] - noise[-1] * i / count for i in range(len(dates))]
    rows = []
    for index, day in enumerate(dates):
        position = index / count
        level = math.log(start)
        for (x0, y0), (x1, y1) in zip(shape, shape[1:]):
            if x0 <= position <= x1:
                level = math.log(y0) + (math.log(y1) - math.log(y0)) * (position - x0) / (x1 - x0)
                break
        rows.append((day.isoformat(), fixed(math.exp(level + 0.45 * bridge[index]), 2)))
    rows[0] = (rows[0][0], fixed(start, 2))
    rows[-1] = (rows[-1][0], fixed(end, 2))
    write(name, ["date", "close"], rows)


def stocks():
    # Up 56% over two years, through a fall in March 2020.
    walk("stock-up.csv", dt.date(2019, 1, 2), dt.date(2020, 12, 31), 359, 560, 8,
         [(0, 359), (0.5, 450), (0.58, 330), (1, 560)])
    # Up 80% to a peak in November 2021, then down, to end 2% below the start.
    walk("stock-round-trip.csv", dt.date(2021, 1, 4), dt.date(2022, 12, 30), 100, 98, 9,
         [(0, 100), (0.44, 180), (1, 98)])


def unemployment():
    """The unemployment rate in percent, monthly from January 2008 to October 2009: 5.0 to 10.0,
    rising in 19 of 21 months."""
    values = [5.0, 4.9, 5.1, 5.0, 5.4, 5.6, 5.8, 6.1, 6.1, 6.5, 6.8, 7.3, 7.8, 8.3, 8.7, 9.0, 9.4, 9.5, 9.5, 9.6,
              9.8, 10.0]
    write("unemployment.csv", ["date", "rate"], [(m.isoformat()[:7], fixed(v)) for m, v in zip(months(2008, 1, 22), values)])


def gdp_quarterly():
    """Real output in billions, quarterly from 2007 to 2011, dated on the first day of each
    quarter: a peak in the second quarter of 2008, a low in the second quarter of 2009."""
    values = [14_727, 14_839, 14_939, 14_938, 14_890, 14_963, 14_891, 14_577, 14_375, 14_356, 14_402, 14_541, 14_605,
              14_746, 14_846, 14_939, 14_980, 15_055, 15_058, 15_190]
    rows = []
    for index, value in enumerate(values):
        rows.append((dt.date(2007 + index // 4, 3 * (index % 4) + 1, 1).isoformat(), value))
    write("gdp-quarterly.csv", ["date", "output"], rows)


def visitors():
    """Visitors a year, 2010 to 2017, dated by the year alone."""
    values = [1_210, 1_384, 1_302, 1_577, 1_731, 1_688, 2_045, 2_230]
    write("visitors-yearly.csv", ["year", "visitors"], [(2010 + i, v) for i, v in enumerate(values)])


def population():
    """A town's population every five years, 1935 to 2020: up at every count."""
    values = [1_204_000, 1_251_000, 1_377_000, 1_498_000, 1_640_000, 1_789_000, 1_902_000, 2_011_000, 2_134_000,
              2_250_000, 2_381_000, 2_502_000, 2_644_000, 2_790_000, 2_948_000, 3_101_000, 3_262_000, 3_412_000]
    write("population-5-yearly.csv", ["year", "population"], [(1935 + 5 * i, v) for i, v in enumerate(values)])


def river():
    """A daily river level in metres from May to July 2024, with no rows from 10 to 19 June."""
    rng = random.Random(10)
    rows = []
    for index, day in enumerate(days(dt.date(2024, 5, 1), dt.date(2024, 7, 31))):
        if dt.date(2024, 6, 10) <= day <= dt.date(2024, 6, 19):
            continue
        rows.append((day.isoformat(), fixed(2.4 - 0.9 * index / 91 + rng.gauss(0, 0.08), 2)))
    write("river-hole.csv", ["date", "level"], rows)


def rain():
    """Daily precipitation in mm through 2025: 221 dry days (1 January among them), the wettest
    48.2 mm on 3 August."""
    rng = random.Random(11)
    dates = list(days(dt.date(2025, 1, 1), dt.date(2025, 12, 31)))
    wet = set(rng.sample(range(1, 365), 144))
    wettest = dates.index(dt.date(2025, 8, 3))
    wet.add(wettest)
    while len(wet) > 144:
        wet.remove(max(wet - {wettest}))
    rows = []
    for index, day in enumerate(dates):
        if index == wettest:
            value = 48.2
        elif index in wet:
            value = round(min(rng.expovariate(1 / 4.5) + 0.1, 39.9), 1)
        else:
            value = 0
        rows.append((day.isoformat(), fixed(value)))
    write("rain-zeros.csv", ["date", "precipitation"], rows)


def msft():
    """Monthly closing prices in US dollars from April 2008 to March 2010: data that ended long
    before it is read."""
    values = [28.52, 27.32, 27.51, 25.72, 27.29, 26.69, 24.37, 20.22, 19.44, 17.10, 16.15, 18.37, 20.26, 20.89,
              23.77, 23.52, 24.65, 25.72, 27.73, 29.29, 30.48, 28.18, 28.67, 28.80]
    write("msft-monthly.csv", ["month", "close"], [(m.isoformat()[:7], v) for m, v in zip(months(2008, 4, 24), values)])


def long_table():
    """Closing prices of three symbols, names short and long, on the weekdays of March 2026, in
    one long table."""
    rng = random.Random(12)
    dates = trading_days(dt.date(2026, 3, 2), dt.date(2026, 3, 31))
    rows = []
    levels = {"A": 118.0, "GOOGL": 171.0, "Berkshire Hathaway B": 489.0}
    trends = {"A": 0.004, "GOOGL": -0.003, "Berkshire Hathaway B": 0.001}
    for day in dates:
        for symbol in levels:
            levels[symbol] *= math.exp(trends[symbol] + rng.gauss(0, 0.01))
            rows.append((day.isoformat(), f'"{symbol}"' if " " in symbol else symbol, fixed(levels[symbol], 2)))
    write("prices-long.csv", ["date", "symbol", "close"], rows)


def duplicate_date():
    """Daily steps for 21 days, 1 to 21 March 2026, with the row for 11 March written twice."""
    rng = random.Random(13)
    rows = []
    for day in days(dt.date(2026, 3, 1), dt.date(2026, 3, 21)):
        rows.append((day.isoformat(), rng.randint(6_000, 11_000)))
        if day.day == 11:
            rows.append(rows[-1])
    write("steps-duplicate.csv", ["date", "steps"], rows)


def hourly():
    """Hourly temperature in °C for the fortnight from 1 to 14 February 2026, around zero."""
    rng = random.Random(14)
    rows = []
    first = dt.datetime(2026, 2, 1)
    for hour in range(14 * 24):
        time = first + dt.timedelta(hours=hour)
        daily = -3 * math.cos(2 * math.pi * (time.hour - 3) / 24)
        rows.append((time.strftime("%Y-%m-%dT%H:%M"), fixed(-1 + 0.25 * hour / 24 + daily + rng.gauss(0, 0.6))))
    write("hourly-fortnight.csv", ["time", "temperature"], rows)


for make in (payrolls, co2_weekly, hump, summer_temperatures, winter_temperatures, v_shape, sunspots, spike, stocks,
             unemployment, gdp_quarterly, visitors, population, river, rain, msft, long_table, duplicate_date, hourly):
    make()
