import Foundation
import StateKit
import StateKitSCXML

#if canImport(FoundationXML)
  import FoundationXML
#endif

// scxml-parse and scxml-load: a generated SCXML document of 2,000 states and 20,000
// transitions (state s<i> goes on e<j> to s<(i·10 + j) mod 2,000>), the shape of the large
// machine.

/// How many states the generated SCXML document has.
public let largeSCXMLStateCount = 2_000

/// The generated document's text.
public func makeLargeSCXML() -> String {
  var text = """
    <?xml version="1.0" encoding="UTF-8"?>
    <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="s0" name="Large">

    """
  text.reserveCapacity(64 * largeSCXMLStateCount * largeEventCount)
  for i in 0..<largeSCXMLStateCount {
    text += "  <state id=\"s\(i)\">\n"
    for j in 0..<largeEventCount {
      let t = (i * largeEventCount + j) % largeSCXMLStateCount
      text += "    <transition event=\"e\(j)\" target=\"s\(t)\"/>\n"
    }
    text += "  </state>\n"
  }
  text += "</scxml>\n"
  return text
}

/// The generated document's bytes, built once per process.
public let largeSCXMLData: Data = Data(makeLargeSCXML().utf8)

public final class SCXMLParseDriver: Driver {
  let data = largeSCXMLData
  public private(set) var last: SCXMLDocument?

  public init() {}

  /// Returns 1 per document parsed.
  @inline(never)
  public func run(_ count: Int) -> Int {
    var parsed = 0
    for _ in 0..<count {
      do {
        last = try SCXMLDocument(data: data)
        parsed &+= 1
      } catch {
        fatalError("\(error)")
      }
    }
    return parsed
  }
}

public final class SCXMLLoadDriver: Driver {
  let data = largeSCXMLData
  public private(set) var last: SCXMLDefinition?

  public init() {}

  /// Returns 1 per document loaded into a definition.
  @inline(never)
  public func run(_ count: Int) -> Int {
    var loaded = 0
    for _ in 0..<count {
      do {
        last = try SCXMLDocument(data: data).definition()
        loaded &+= 1
      } catch {
        fatalError("\(error)")
      }
    }
    return loaded
  }
}

/// Foundation's `XMLParser` over the same bytes, with a delegate that implements nothing:
/// the cost of reading the XML alone.
public final class XMLParserBaselineDriver: Driver {
  final class EmptyDelegate: NSObject, XMLParserDelegate {}

  let data = largeSCXMLData
  let delegate = EmptyDelegate()

  public init() {}

  @inline(never)
  public func run(_ count: Int) -> Int {
    var parsed = 0
    for _ in 0..<count {
      let parser = XMLParser(data: data)
      parser.delegate = delegate
      if parser.parse() { parsed &+= 1 }
    }
    return parsed
  }
}
