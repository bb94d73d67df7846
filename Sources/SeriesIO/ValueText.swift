import ByteScanning
import SpanModel

/// Messages about value cells, shared by every input syntax.
enum ValueText {
    static func notANumberMessage(
        _ cell: UnsafeRawBufferPointer, decimalMark: DecimalMark = .point
    ) -> ReadMessage {
        let marks = NumberReader.marks(reading: cell)
        switch decimalMark {
        case .point:
            var message: ReadMessage = "expected a number like 8412 or -3.5, found \(CellText.quoted(cell))"
            if cell.contains(UInt8(ascii: ",")) {
                message += " (write numbers without thousands separators, with '.' as the decimal point"
                message +=
                    marks.comma ? "; if ',' is the decimal mark here, give \(remedy: .decimalMark(.comma)))" : ")"
            }
            return message
        case .comma:
            var message: ReadMessage =
                "expected a number like 8412, -3,5 or 1.234,5 (with ',' as the decimal mark), found \(CellText.quoted(cell))"
            if marks.point {
                message +=
                    " (it reads as a number with '.' as the decimal point: give \(remedy: .decimalMark(.point)) if that is meant)"
            }
            return message
        }
    }

    static func tooLargeMessage(_ cell: UnsafeRawBufferPointer) -> ReadMessage {
        "expected a number no larger than about 1.8e308, found \(CellText.quoted(cell)), which is too large to hold"
    }
}
