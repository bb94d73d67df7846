import RangeLensCLI

RangeLensCLI.main()
