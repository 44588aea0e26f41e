import CurriculumModel
import XCTest

@testable import CurriculumCompiler

/// Every mapping of the Spanish spoken form, mirroring SpeechTests, and that English is unchanged.
final class SpanishSpeechTests: XCTestCase {
    private func say(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        let result = Speech.spoken(text, language: .spanish)
        XCTAssertTrue(result.isSpeakable, "\(text): \(result.unspeakable)", file: file, line: line)
        return result.text
    }

    func testTheLocalizationExample() {
        XCTAssertEqual(say("8 + 6 = ?"), "8 más 6 es igual a ¿cuánto?")
    }

    func testOperatorsWithoutSpaces() {
        XCTAssertEqual(say("8+6=?"), "8 más 6 es igual a ¿cuánto?")
        XCTAssertEqual(say("2+3=5"), "2 más 3 es igual a 5")
    }

    func testAQuestionMarkAfterANumberEndsAQuestion() {
        XCTAssertEqual(say("¿Cuánto es 8 + 6?"), "¿Cuánto es 8 más 6?")
    }

    func testTheUnknownInsideAnEquationIsABlank() {
        // Said as a question of its own, so an instruction around it still sounds like one.
        XCTAssertEqual(say("8 + ? = 11"), "8 más ¿cuánto? es igual a 11")
        XCTAssertEqual(say("Resuelve 9 - ? = 4."), "Resuelve 9 menos ¿cuánto? es igual a 4.")
        XCTAssertEqual(say("7 = ? + 2"), "7 es igual a ¿cuánto? más 2")
        XCTAssertEqual(say("Inventa un cuento para 8 + ? = 15. Luego resuélvelo."),
                       "Inventa un cuento para 8 más ¿cuánto? es igual a 15. Luego resuélvelo.")
        // Inside a question the question marks would nest: plain "cuánto".
        XCTAssertEqual(say("Piensa: ¿8 + ? da 16? Compara ese número con 9."), "Piensa: ¿8 más cuánto da 16? Compara ese número con 9.")
        XCTAssertEqual(say("¿Es 8 + ? = 11? ¿Y 9 + ? = 11?"), "¿Es 8 más cuánto es igual a 11? ¿Y 9 más cuánto es igual a 11?")
    }

    /// At the start "cuánto menos 9" sounds like "how much less than 9" and "cuánto más 3" like
    /// "how much more than 3": an unknown that starts its equation is "un número".
    func testTheUnknownThatStartsAnEquationIsUnNumero() {
        XCTAssertEqual(say("? - 9 = 9"), "un número menos 9 es igual a 9")
        XCTAssertEqual(say("? + 3 = 5"), "un número más 3 es igual a 5")
        XCTAssertEqual(say("? = 6 + 2"), "un número es igual a 6 más 2")
        XCTAssertEqual(say("? - 9 = 9. ¿Qué número falta?"), "un número menos 9 es igual a 9. ¿Qué número falta?")
        XCTAssertEqual(say("?+3=5"), "un número más 3 es igual a 5")
        // Inside a sentence, after a word or a colon, it still starts the equation.
        XCTAssertEqual(say("Resuelve: ? - 2 = 4."), "Resuelve: un número menos 2 es igual a 4.")
        XCTAssertEqual(say("Piensa en ? + 4 = 12."), "Piensa en un número más 4 es igual a 12.")
        XCTAssertEqual(say("(? + 3) - 1 = 7"), "(un número más 3) menos 1 es igual a 7")
        // Only the first term: a second unknown, or one after a number or `=`, is still "¿cuánto?".
        XCTAssertEqual(say("? + ? = 10"), "un número más ¿cuánto? es igual a 10")
        XCTAssertEqual(say("8 + ? = 11"), "8 más ¿cuánto? es igual a 11")
        XCTAssertEqual(say("7 = ? + 2"), "7 es igual a ¿cuánto? más 2")
        XCTAssertEqual(say("5 + 3 = ?"), "5 más 3 es igual a ¿cuánto?")
        XCTAssertEqual(say("Resuelve: 5 + 3 = ?"), "Resuelve: 5 más 3 es igual a ¿cuánto?")
        // English keeps "blank", which reads well at the start: "blank minus 9 equals 9".
        XCTAssertEqual(Speech.spoken("? - 9 = 9").text, "blank minus 9 equals 9")
        XCTAssertEqual(Speech.spoken("Solve: ? - 2 = 4.").text, "Solve: blank minus 2 equals 4.")
    }

    func testTheUnknownAtTheEndAsksEvenBeforeAnotherSentence() {
        XCTAssertEqual(say("5 + 3 = ? Toca la respuesta."), "5 más 3 es igual a ¿cuánto? Toca la respuesta.")
    }

    func testComparisons() {
        XCTAssertEqual(say("5 < 8"), "5 es menor que 8")
        XCTAssertEqual(say("9 > 2"), "9 es mayor que 2")
        XCTAssertEqual(say("4 = 4"), "4 es igual a 4")
        XCTAssertEqual(say("4 ≠ 5"), "4 no es igual a 5")
    }

    func testAQuestionThatAlreadySaysEsSaysItOnce() {
        XCTAssertEqual(say("¿Es 3 < 5?"), "¿Es 3 menor que 5?")
        XCTAssertEqual(say("¿Es 9 > 2?"), "¿Es 9 mayor que 2?")
        XCTAssertEqual(say("¿Es 4 = 4?"), "¿Es 4 igual a 4?")
    }

    func testMinusBetweenNumbers() {
        XCTAssertEqual(say("9 - 3 = 6"), "9 menos 3 es igual a 6")
        XCTAssertEqual(say("9-3"), "9 menos 3")
        XCTAssertEqual(say("9 − 3"), "9 menos 3")
    }

    func testAHyphenElsewhereStaysAHyphen() {
        XCTAssertEqual(say("Cuenta hasta 3 - luego para."), "Cuenta hasta 3 - luego para.")
        XCTAssertEqual(say("Llena el marco-de-diez."), "Llena el marco-de-diez.")
    }

    func testCents() {
        XCTAssertEqual(say("25¢"), "25 centavos")
        XCTAssertEqual(say("Un penny vale 1¢."), "Un penny vale 1 centavo.")
        XCTAssertEqual(say("Suma 10¢ y 5¢."), "Suma 10 centavos y 5 centavos.")
        XCTAssertEqual(say("¿Cuántos ¢?"), "¿Cuántos centavos?")
    }

    func testDollars() {
        XCTAssertEqual(say("$3"), "3 dólares")
        XCTAssertEqual(say("Cuesta $1."), "Cuesta 1 dólar.")
        XCTAssertEqual(say("$1.25"), "1 dólar con 25 centavos")
        XCTAssertEqual(say("$2.01"), "2 dólares con 1 centavo")
    }

    func testTimes() {
        XCTAssertEqual(say("3:30"), "las tres y media")
        XCTAssertEqual(say("1:30"), "la una y media")
        XCTAssertEqual(say("1:00"), "la una en punto")
        XCTAssertEqual(say("3:00"), "las tres en punto")
        XCTAssertEqual(say("3:15"), "las tres y cuarto")
        XCTAssertEqual(say("7:05"), "las siete y cinco")
        XCTAssertEqual(say("Son las 7:05."), "Son las siete y cinco.", "the text's article is said once")
        XCTAssertEqual(say("Es la 1:00."), "Es la una en punto.")
        XCTAssertEqual(say("Llega a las 3:30."), "Llega a las tres y media.")
        XCTAssertEqual(say("Muestra 12:45 en el reloj."), "Muestra las doce y cuarenta y cinco en el reloj.")
        XCTAssertEqual(say("11:21"), "las once y veintiuno")
        XCTAssertEqual(Speech.time("3:75", language: .spanish), nil)
        XCTAssertEqual(Speech.time("30", language: .spanish), nil)
        XCTAssertEqual(Speech.time("8:00", language: .spanish), "las ocho en punto")
    }

    func testAColonThatIsNotATimeStays() {
        XCTAssertEqual(say("Cuenta: 1, 2, 3."), "Cuenta: 1, 2, 3.")
    }

    func testFractions() {
        XCTAssertEqual(say("½"), "un medio")
        XCTAssertEqual(say("¼"), "un cuarto")
        XCTAssertEqual(say("⅓"), "un tercio")
        XCTAssertEqual(say("⅔"), "dos tercios")
        XCTAssertEqual(say("Colorea ½ del círculo."), "Colorea un medio del círculo.")
        XCTAssertEqual(say("Colorea ¾."), "Colorea tres cuartos.")
        XCTAssertEqual(say("1½ tazas"), "1 y un medio tazas")
        XCTAssertEqual(say("Colorea 1/2 de la pizza."), "Colorea un medio de la pizza.")
        XCTAssertEqual(say("1/4"), "un cuarto")
        XCTAssertEqual(say("3/4"), "tres cuartos")
        XCTAssertEqual(say("1/3"), "un tercio")
        XCTAssertEqual(say("2/3"), "dos tercios")
        XCTAssertEqual(say("2/4"), "dos cuartos")
    }

    func testTimesAndDivided() {
        XCTAssertEqual(say("2 × 3"), "2 por 3")
        XCTAssertEqual(say("6 ÷ 2"), "6 entre 2")
    }

    func testSpanishLettersAndPunctuationReadAsWritten() {
        let lines = [
            "¿Cuántas manzanas hay?", "¡Muy bien! Contaste todas las manzanas.", "¿Qué número es mayor, 45 o 54?",
            "Señala el pingüino.", "Él tiene 12 lápices; tú tienes 3.", "«Diez», dijo Sofía.", "—¡Sí!",
            "Cuenta otra vez, una manzana a la vez.", "Año, niño, acción, búho, vergüenza.",
        ]
        for line in lines {
            XCTAssertEqual(say(line), line)
            XCTAssertEqual(Speech.spoken(line), SpokenResult(text: line), "English reads it as written too")
        }
    }

    func testSpanishPunctuationIsNeverUnspeakableInEitherLanguage() {
        for line in ["¿Cuántas hay?", "¡Bien!", "¿8 + 6?", "Niño, ¿qué es 3 + 2?"] {
            XCTAssertEqual(Speech.spoken(line).unspeakable, [], line)
            XCTAssertEqual(Speech.spoken(line, language: .spanish).unspeakable, [], line)
            XCTAssertEqual(Speech.unspeakable(line, tokens: CopyTokenizer.tokens(line)), [], line)
        }
        XCTAssertEqual(say("Niño, ¿qué es 3 + 2?"), "Niño, ¿qué es 3 más 2?")
        XCTAssertEqual(say("¿8 + 6?"), "¿8 más 6?")
        XCTAssertEqual(say("¿½?"), "¿un medio?", "no space after an opening mark")
        XCTAssertEqual(say("¡$3!"), "¡3 dólares!")
        XCTAssertEqual(Speech.spoken("¿8 + 6?").text, "¿8 plus 6?")
    }

    func testTheSameSymbolsAreUnspeakable() {
        let result = Speech.spoken("¿Qué es 8 # 6?", language: .spanish)
        XCTAssertEqual(result.unspeakable, [.init("#", offset: 10, length: 1)])
        XCTAssertEqual(result.text, "¿Qué es 8 # 6?")
        XCTAssertEqual(Speech.spoken("rojo & azul", language: .spanish).unspeakable.map(\.text), ["&"])
        XCTAssertEqual(Speech.spoken("8 + __ = 11", language: .spanish).unspeakable.map(\.text), ["_", "_"])
        XCTAssertEqual(Speech.spoken("a/b", language: .spanish).unspeakable.map(\.text), ["/"])
        XCTAssertEqual(Speech.spoken("Toca la ⭐", language: .spanish).unspeakable, [.init("⭐", offset: 8, length: 1)])
        // Both vocabularies say the same symbols, so the rules' one shortcut serves both.
        XCTAssertEqual(Set(SpeechVocabulary.spanish.symbols.keys), Set(SpeechVocabulary.english.symbols.keys))
        XCTAssertEqual(Set(SpeechVocabulary.spanish.slashFractions.keys), Set(SpeechVocabulary.english.slashFractions.keys))
    }

    func testOrdinalAbbreviationsAreSaidAsOrdinals() {
        // The Real Academia's abbreviations: a raised º or ª after a full stop, as the lessons write them.
        XCTAssertEqual(say("1.º"), "Primero")
        XCTAssertEqual(say("Es el 1.º"), "Es el primero")
        // The coin keeps its English name, said as the classroom says it; the verb is left alone.
        XCTAssertEqual(say("Ana tiene un dime y 2 dimes."), "Ana tiene un daim y 2 daims.")
        XCTAssertEqual(say("dime"), "daim")
        XCTAssertEqual(say("Cuenta los pennies y el penny."), "Cuenta los péniz y el penny.")
        XCTAssertEqual(say("Dime cuántos hay."), "Dime cuántos hay.")
        XCTAssertEqual(say("¿Es un nickel o un quarter? Hay 2 nickels y 3 quarters."), "¿Es un níquel o un cuórter? Hay 2 níqueles y 3 cuórters.")
        XCTAssertEqual(say("Tiene 1 nickel y 1 quarter."), "Tiene un níquel y un cuórter.")
        XCTAssertEqual(say("Kai tiene 1 bloque. 1 abeja se va."), "Kai tiene un bloque. Una abeja se va.")
        // One of a feminine noun is "una"; other 1s stay digits.
        XCTAssertEqual(say("16 es 1 decena y 6 unidades."), "16 es una decena y 6 unidades.")
        XCTAssertEqual(say("Suma 1 más."), "Suma 1 más.")
        // And of a masculine one "un": a voice reading the digit would say "uno daim".
        XCTAssertEqual(say("Omar tiene 1 dime y 6 pennies."), "Omar tiene un daim y 6 péniz.")
        XCTAssertEqual(say("1 centavo más. Suma 1 lado."), "Un centavo más. Suma un lado.")
        // A word that starts a sentence starts with a capital, as the digit it replaces did not need.
        XCTAssertEqual(say("¡Sí! 1 decena y 4 unidades son 14."), "¡Sí! Una decena y 4 unidades son 14.")
        XCTAssertEqual(say("1 unidad más forma una decena."), "Una unidad más forma una decena.")
        XCTAssertEqual(say("¿1.º o 2.º?"), "¿Primero o segundo?")
        XCTAssertEqual(say("Tengo 1 carro y 11 decenas."), "Tengo 1 carro y 11 decenas.")
        XCTAssertEqual(say("la 2.ª"), "la segunda")
        XCTAssertEqual(say("¡Sí! Hay dos niños delante. Eli es el 3.º."), "¡Sí! Hay dos niños delante. Eli es el tercero.")
        XCTAssertEqual(say("Nia es la 5.ª en la fila."), "Nia es la quinta en la fila.")
        XCTAssertEqual(say("Cuenta 5.º, 6.º, 7.º."), "Cuenta quinto, sexto, séptimo.")
        XCTAssertEqual(say("¿Qué lugar viene después del 7.º?"), "¿Qué lugar viene después del séptimo?")
        XCTAssertEqual(say("El 10.º y la 13.ª"), "El décimo y la decimotercera")
        // Before a masculine noun "primero" and "tercero" are shortened; `1.er` writes that form.
        XCTAssertEqual(say("Andre va en 2.º lugar."), "Andre va en segundo lugar.")
        XCTAssertEqual(say("Llega en 1.º lugar."), "Llega en primer lugar.")
        XCTAssertEqual(say("el 3.º día"), "el tercer día")
        XCTAssertEqual(say("el 1.er lugar"), "el primer lugar")
        XCTAssertEqual(say("el 1.º de la fila"), "el primero de la fila")
        // Typed without the stop, as it often is.
        XCTAssertEqual(say("Es la 4ª."), "Es la cuarta.")
        XCTAssertEqual(say("el 8º"), "el octavo")
        // What is not an ordinal's ending stays as written: a decimal, a sentence's end, a number past 20.
        XCTAssertEqual(say("Tengo 3. Ella tiene 4."), "Tengo 3. Ella tiene 4.")
        XCTAssertEqual(say("el 21.º"), "el 21.º")
        XCTAssertEqual(SpanishNumberWords.ordinal(3, form: .shortened), "tercer")
        XCTAssertEqual(SpanishNumberWords.ordinal(13, form: .shortened), "decimotercer")
        XCTAssertEqual(SpanishNumberWords.ordinal(2, form: .shortened), "segundo")
        XCTAssertEqual(SpanishNumberWords.ordinal(11, form: .feminine), "undécima")
    }

    func testOrdinalAbbreviationsStayAsWrittenInEnglish() {
        for line in ["1.º", "Nia es la 5.ª.", "the 1.er", "3rd in line", "Step 1.Then go."] {
            XCTAssertEqual(Speech.spoken(line).text, line)
            XCTAssertTrue(Speech.spoken(line).isSpeakable, line)
        }
    }

    func testEnglishIsUnchangedByteForByte() {
        let lines = [
            "8 + 6 = ?", "8 + ? = 11", "5 + 3 = ? Tap the answer.", "Is 3 < 5?", "4 ≠ 5", "9-3", "25¢", "A penny is 1¢.",
            "$5", "It costs $1.", "$1.25", "3:30", "8:00", "It is 3:05.", "Show 12:45 on the clock.", "1½ cups",
            "Shade 1/2 of it.", "2 × 3", "6 ÷ 2", "How many apples?", "Fill the ten-frame.", "? - 9 = 9",
            "Solve: ? + 3 = 5.",
        ]
        let expected = [
            "8 plus 6 equals what?", "8 plus blank equals 11", "5 plus 3 equals what? Tap the answer.",
            "Is 3 less than 5?", "4 does not equal 5", "9 minus 3", "25 cents", "A penny is 1 cent.", "5 dollars",
            "It costs 1 dollar.", "1 dollar and 25 cents", "three thirty", "eight o'clock", "It is three oh five.",
            "Show twelve forty-five on the clock.", "1 and one half cups", "Shade one half of it.", "2 times 3",
            "6 divided by 2", "How many apples?", "Fill the ten-frame.", "blank minus 9 equals 9",
            "Solve: blank plus 3 equals 5.",
        ]
        for (line, said) in zip(lines, expected) {
            XCTAssertEqual(Array(Speech.spoken(line).text.utf8), Array(said.utf8), line)
            XCTAssertEqual(Speech.spoken(line, language: .english), Speech.spoken(line), line)
        }
        XCTAssertEqual(Speech.time("3:30"), "three thirty")
    }

    func testALocaleNamesItsLanguage() {
        for locale in ["es", "es-US", "es-MX", "es_MX", "ES-419", "es-ES"] {
            XCTAssertEqual(SpeechLanguage(locale: locale), .spanish, locale)
        }
        for locale in ["en-US", "en", "", "fr-CA", "est", "-es", "zh-Hans"] {
            XCTAssertEqual(SpeechLanguage(locale: locale), .english, locale)
        }
    }

    func testDerivedSpeechSpeaksItsLanguageAndEnglishByDefault() throws {
        XCTAssertEqual(DerivedSpeech().language, .english)
        let english = try SampleCurriculum.build(spokenForm: DerivedSpeech())[0].read()
        let spanish = try SampleCurriculum.build(spokenForm: DerivedSpeech(language: .spanish))[0].read()
        let said = try XCTUnwrap(english.items.first { $0.fullId == "k.counting.mastery/i3" }?.spoken)
        let dicho = try XCTUnwrap(spanish.items.first { $0.fullId == "k.counting.mastery/i3" }?.spoken)
        XCTAssertEqual(said.hints?.last, "Think 3 plus 2.")
        XCTAssertEqual(dicho.hints?.last, "Think 3 más 2.")
        XCTAssertEqual(dicho.feedback?.correct, "Yes! 3 más 2 es igual a 5, so Sam has 5 apples.")
    }
}
