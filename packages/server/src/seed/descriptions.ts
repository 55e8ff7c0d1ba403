/**
 * The description texts of the demo articles in all seven shop languages, composed from
 * sentence templates per product family (docs/decisions/134-demo-texts-in-every-language.md).
 * Placeholders: {theme}, {character}, {producer}, {spec}.
 */
import { LANGUAGES, type Language } from '@shop/domain/shops.ts';
import type { Random } from './random.ts';
import type { Family, Texts } from './taxonomy.ts';

const s = (
  de: string,
  en: string,
  es: string,
  fr: string,
  it: string,
  pl: string,
  ja: string,
): Texts => ({ de, en, es, fr, it, pl, ja });

const OPENERS: Record<Family, readonly Texts[]> = {
  figure: [
    s(
      '{character} aus der Reihe {theme} kommt als detailreiche Figur mit beweglichen Gelenken.',
      '{character} from the {theme} line comes as a detailed figure with movable joints.',
      '{character}, de la línea {theme}, llega como una figura detallada con articulaciones móviles.',
      '{character} de la gamme {theme} se présente en figurine détaillée aux articulations mobiles.',
      '{character} della linea {theme} arriva come figura ricca di dettagli con snodi mobili.',
      'Postać {character} z serii {theme} to szczegółowa figurka z ruchomymi stawami.',
      '{theme}シリーズの{character}が、可動関節付きの精巧なフィギュアになりました。',
    ),
    s(
      'Die Figur zeigt {character} in einer dynamischen Pose, wie man sie aus {theme} kennt.',
      'The figure shows {character} in a dynamic pose, just as fans know it from {theme}.',
      'La figura muestra a {character} en una pose dinámica, tal y como aparece en {theme}.',
      'La figurine représente {character} dans une pose dynamique tout droit sortie de {theme}.',
      'La figura ritrae {character} in una posa dinamica, proprio come appare in {theme}.',
      'Figurka przedstawia postać {character} w dynamicznej pozie znanej fanom serii {theme}.',
      '{theme}でおなじみのダイナミックなポーズで{character}を再現したフィギュアです。',
    ),
    s(
      'Sorgfältig bemalt und mit austauschbaren Händen: {character} ist ein Muss für jede {theme}-Sammlung.',
      'Carefully painted and with interchangeable hands: {character} is a must for every {theme} collection.',
      'Pintada con esmero y con manos intercambiables: {character} no puede faltar en ninguna colección de {theme}.',
      'Soigneusement peinte et dotée de mains interchangeables : {character} est incontournable dans toute collection {theme}.',
      'Dipinta con cura e con mani intercambiabili: {character} è un must per ogni collezione di {theme}.',
      'Starannie pomalowana, z wymiennymi dłońmi: {character} to obowiązkowa pozycja w każdej kolekcji {theme}.',
      '丁寧な彩色に差し替え用ハンドパーツ付き。{character}は{theme}コレクションに欠かせない一体です。',
    ),
  ],
  statue: [
    s(
      'Diese limitierte Statue setzt {character} aus {theme} auf einem aufwendig gestalteten Sockel in Szene.',
      'This limited statue presents {character} from {theme} on an elaborately sculpted base.',
      'Esta estatua de edición limitada presenta a {character} de {theme} sobre una base cuidadosamente esculpida.',
      'Cette statue en édition limitée met en scène {character} de {theme} sur un socle richement sculpté.',
      'Questa statua in edizione limitata presenta {character} di {theme} su una base finemente scolpita.',
      'Ta limitowana statuetka prezentuje postać {character} z {theme} na starannie wyrzeźbionej podstawie.',
      'この限定スタチューは、{theme}の{character}を精巧に造形された台座の上に再現しています。',
    ),
    s(
      'Handbemalt und nummeriert: Die Statue von {character} ist ein Blickfang in jeder Vitrine.',
      'Hand-painted and numbered: the statue of {character} is an eye-catcher in any display case.',
      'Pintada a mano y numerada: la estatua de {character} llama la atención en cualquier vitrina.',
      'Peinte à la main et numérotée : la statue de {character} attire tous les regards dans une vitrine.',
      'Dipinta a mano e numerata: la statua di {character} cattura lo sguardo in ogni vetrina.',
      'Ręcznie malowana i numerowana: statuetka postaci {character} przyciąga wzrok w każdej gablocie.',
      'ハンドペイント・ナンバリング入り。{character}のスタチューはどんなディスプレイケースでも目を引きます。',
    ),
  ],
  plush: [
    s(
      '{character} aus {theme} als kuschelweiche Plüschfigur mit gestickten Details.',
      '{character} from {theme} as a cuddly soft plush with embroidered details.',
      '{character} de {theme} como peluche suave y achuchable con detalles bordados.',
      '{character} de {theme} en peluche toute douce aux détails brodés.',
      '{character} di {theme} in versione peluche morbidissimo con dettagli ricamati.',
      '{character} z {theme} jako mięciutka pluszowa maskotka z haftowanymi detalami.',
      '{theme}の{character}が、刺繍ディテール入りのふわふわぬいぐるみになりました。',
    ),
    s(
      'Extra weich und liebevoll gestaltet: Diese Plüschfigur von {character} begleitet kleine und große Fans.',
      'Extra soft and lovingly designed: this plush of {character} is a companion for fans of all ages.',
      'Extrasuave y diseñado con cariño: este peluche de {character} acompaña a fans de todas las edades.',
      'Extra-douce et conçue avec soin : cette peluche de {character} accompagne les fans de tous âges.',
      'Extra morbido e realizzato con cura: questo peluche di {character} accompagna fan di tutte le età.',
      'Wyjątkowo miękka i starannie zaprojektowana: maskotka postaci {character} to towarzysz dla fanów w każdym wieku.',
      'とびきりやわらかく、愛情を込めてデザインした{character}のぬいぐるみは、幅広い年齢のファンにぴったりです。',
    ),
  ],
  puzzle: [
    s(
      'Ein farbenfrohes Motiv aus {theme} mit {character} im Mittelpunkt.',
      'A colourful {theme} motif with {character} at its centre.',
      'Un colorido motivo de {theme} con {character} como protagonista.',
      'Un motif coloré de {theme} avec {character} au centre.',
      'Un motivo colorato di {theme} con {character} al centro.',
      'Barwny motyw z serii {theme}, w którego centrum stoi {character}.',
      '{character}を中心に描いた、{theme}のカラフルなデザインです。',
    ),
    s(
      'Passgenau gestanzte Teile und ein Posterbild zur Orientierung sorgen für entspannte Puzzlestunden.',
      'Precisely cut pieces and a reference poster make for relaxing puzzle hours.',
      'Piezas troqueladas con precisión y un póster de referencia garantizan horas de puzle relajantes.',
      'Des pièces découpées avec précision et un poster de référence promettent des heures de puzzle détendues.',
      'Pezzi fustellati con precisione e un poster di riferimento regalano ore di puzzle rilassanti.',
      'Precyzyjnie wycięte elementy i poglądowy plakat zapewniają relaksujące godziny układania.',
      '精密にカットされたピースと見本ポスター付きで、ゆったりとパズルを楽しめます。',
    ),
  ],
  modelKit: [
    s(
      'Der Bausatz von {character} aus {theme} lässt sich ohne Kleber zusammenstecken.',
      'The {theme} kit of {character} snaps together without glue.',
      'La maqueta de {character} de {theme} se monta a presión, sin pegamento.',
      'La maquette de {character} de {theme} s’assemble sans colle, par simple emboîtement.',
      'Il kit di montaggio di {character} di {theme} si assembla a incastro, senza colla.',
      'Model postaci {character} z {theme} składa się na wcisk, bez kleju.',
      '{theme}の{character}のプラモデルは、接着剤不要のスナップフィット式です。',
    ),
    s(
      'Vorgefärbte Spritzlinge und eine bebilderte Anleitung machen den Bausatz auch für Einsteiger geeignet.',
      'Pre-coloured runners and an illustrated manual make the kit suitable for beginners, too.',
      'Las matrices precoloreadas y unas instrucciones ilustradas hacen que la maqueta sea apta también para principiantes.',
      'Des grappes précolorées et une notice illustrée rendent la maquette accessible aussi aux débutants.',
      'Stampate già colorate e istruzioni illustrate rendono il kit adatto anche ai principianti.',
      'Fabrycznie barwione ramki i ilustrowana instrukcja sprawiają, że model nadaje się także dla początkujących.',
      '色分け済みのランナーとイラスト付き説明書で、初心者にも組み立てやすいキットです。',
    ),
  ],
  pin: [
    s(
      'Emaillierter Anstecker mit {character} aus {theme}, mit zwei Gummiverschlüssen.',
      'Enamel pin featuring {character} from {theme}, with two rubber clutches.',
      'Pin esmaltado con {character} de {theme}, con dos cierres de goma.',
      'Pin’s émaillé à l’effigie de {character} de {theme}, avec deux fermoirs en caoutchouc.',
      'Spilla smaltata con {character} di {theme}, con due chiusure in gomma.',
      'Emaliowana przypinka z postacią {character} z {theme}, z dwoma gumowymi zapięciami.',
      '{theme}の{character}をデザインしたエナメルピンズ。ラバーキャッチ2個付きです。',
    ),
    s(
      'Glänzende Metallkanten und leuchtende Farben machen den Pin zum Hingucker an Jacke und Tasche.',
      'Shiny metal edges and bright colours make the pin stand out on jackets and bags.',
      'Los bordes metálicos brillantes y los colores vivos hacen que el pin destaque en chaquetas y bolsos.',
      'Ses bords métalliques brillants et ses couleurs vives font ressortir le pin’s sur les vestes et les sacs.',
      'I bordi metallici lucidi e i colori brillanti fanno risaltare la spilla su giacche e borse.',
      'Błyszczące metalowe krawędzie i żywe kolory sprawiają, że przypinka przyciąga wzrok na kurtce i torbie.',
      '光沢のあるメタルのフチと鮮やかな色で、ジャケットやバッグに映えます。',
    ),
  ],
  apparel: [
    s(
      'Bequemes Oberteil aus 100 % Baumwolle mit einem Druck von {character} aus {theme}.',
      'Comfortable top made of 100% cotton with a print of {character} from {theme}.',
      'Prenda cómoda de algodón 100 % con un estampado de {character} de {theme}.',
      'Haut confortable en 100 % coton avec un imprimé {character} de {theme}.',
      'Capo comodo in 100% cotone con una stampa di {character} di {theme}.',
      'Wygodna góra ze 100% bawełny z nadrukiem postaci {character} z {theme}.',
      '綿100%の着心地のよいトップスに、{theme}の{character}をプリントしました。',
    ),
    s(
      'Der langlebige Siebdruck übersteht viele Wäschen; die Passform fällt normal aus.',
      'The durable screen print survives many washes; the fit is true to size.',
      'La resistente serigrafía aguanta muchos lavados; la talla es la habitual.',
      'La sérigraphie résistante supporte de nombreux lavages ; la coupe taille normalement.',
      'La serigrafia resistente sopporta molti lavaggi; la vestibilità è regolare.',
      'Trwały sitodruk wytrzymuje wiele prań; rozmiary są standardowe.',
      '耐久性のあるシルクスクリーンプリントは、洗濯を重ねても長持ちします。サイズは標準的です。',
    ),
  ],
  headwear: [
    s(
      'Mit gesticktem {theme}-Logo und {character} auf der Seite.',
      'With an embroidered {theme} logo and {character} on the side.',
      'Con el logotipo de {theme} bordado y {character} en el lateral.',
      'Avec le logo {theme} brodé et {character} sur le côté.',
      'Con il logo di {theme} ricamato e {character} sul lato.',
      'Z haftowanym logo {theme} i postacią {character} z boku.',
      '{theme}のロゴ刺繍入りで、側面には{character}をあしらいました。',
    ),
    s(
      'Verstellbar und angenehm zu tragen, für Fans, die ihre Leidenschaft zeigen wollen.',
      'Adjustable and comfortable to wear, for fans who like to show what they love.',
      'Ajustable y cómoda de llevar, para fans que quieren mostrar lo que les apasiona.',
      'Réglable et agréable à porter, pour les fans qui aiment afficher leur passion.',
      'Regolabile e comodo da indossare, per i fan che vogliono mostrare la loro passione.',
      'Regulowana i wygodna w noszeniu, dla fanów, którzy lubią pokazywać swoją pasję.',
      'サイズ調整ができてかぶり心地もよく、好きなものをアピールしたいファンにおすすめです。',
    ),
  ],
  bag: [
    s(
      'Robuste Tasche im {theme}-Design mit {character} auf der Vorderseite.',
      'Sturdy bag in {theme} design with {character} on the front.',
      'Bolsa resistente con diseño de {theme} y {character} en la parte delantera.',
      'Sac robuste au design {theme} avec {character} sur le devant.',
      'Borsa robusta con design di {theme} e {character} sul davanti.',
      'Solidna torba z motywem {theme} i postacią {character} z przodu.',
      '前面に{character}をデザインした、{theme}デザインの丈夫なバッグです。',
    ),
    s(
      'Genug Platz für Alltag, Schule oder den nächsten Messebesuch.',
      'Plenty of room for everyday use, school or the next convention.',
      'Espacio de sobra para el día a día, el colegio o la próxima convención.',
      'Beaucoup de place pour le quotidien, l’école ou la prochaine convention.',
      'Tanto spazio per tutti i giorni, la scuola o la prossima fiera.',
      'Dużo miejsca na co dzień, do szkoły albo na najbliższy konwent.',
      '普段使いや通学、次のイベントにも十分な収納力です。',
    ),
  ],
  drinkware: [
    s(
      'Keramik mit einem rundum gedruckten Motiv von {character} aus {theme}.',
      'Ceramic with a wrap-around print of {character} from {theme}.',
      'Cerámica con un estampado envolvente de {character} de {theme}.',
      'Céramique avec un imprimé tout autour de {character} de {theme}.',
      'Ceramica con una stampa avvolgente di {character} di {theme}.',
      'Ceramika z nadrukiem dookoła przedstawiającym postać {character} z {theme}.',
      '{theme}の{character}をぐるりとプリントした陶器製です。',
    ),
    s(
      'Spülmaschinen- und mikrowellengeeignet, in einer hübschen Geschenkverpackung.',
      'Dishwasher and microwave safe, in an attractive gift box.',
      'Apta para lavavajillas y microondas, en una bonita caja de regalo.',
      'Compatible lave-vaisselle et micro-ondes, dans un joli coffret cadeau.',
      'Lavabile in lavastoviglie e adatta al microonde, in un’elegante confezione regalo.',
      'Można myć w zmywarce i używać w kuchence mikrofalowej; w eleganckim pudełku na prezent.',
      '食洗機・電子レンジ対応。素敵なギフトボックス入りです。',
    ),
  ],
  keychain: [
    s(
      'Schlüsselanhänger mit {character} aus {theme}, aus robustem Metall.',
      'Keychain featuring {character} from {theme}, made of sturdy metal.',
      'Llavero con {character} de {theme}, de metal resistente.',
      'Porte-clés à l’effigie de {character} de {theme}, en métal robuste.',
      'Portachiavi con {character} di {theme}, in metallo resistente.',
      'Brelok z postacią {character} z {theme}, wykonany z solidnego metalu.',
      '{theme}の{character}をデザインした、丈夫な金属製キーホルダーです。',
    ),
    s(
      'Ein kleines Geschenk für Fans, das an jeden Schlüsselbund passt.',
      'A small gift for fans that fits any key ring.',
      'Un pequeño regalo para fans que cabe en cualquier llavero.',
      'Un petit cadeau pour les fans, qui trouve sa place sur n’importe quel trousseau.',
      'Un piccolo regalo per i fan, adatto a ogni mazzo di chiavi.',
      'Drobny prezent dla fanów, pasujący do każdego kółka na klucze.',
      'どんなキーリングにも付けられる、ファンへのちょっとしたギフトに。',
    ),
  ],
  poster: [
    s(
      'Hochwertiger Druck auf mattem Papier mit {character} aus {theme}.',
      'High-quality print on matte paper featuring {character} from {theme}.',
      'Impresión de alta calidad en papel mate con {character} de {theme}.',
      'Impression de haute qualité sur papier mat représentant {character} de {theme}.',
      'Stampa di alta qualità su carta opaca con {character} di {theme}.',
      'Wysokiej jakości druk na matowym papierze z postacią {character} z {theme}.',
      '{theme}の{character}をマット紙に高品質で印刷しました。',
    ),
    s(
      'Gerollt in einer stabilen Versandrolle, damit keine Knicke entstehen.',
      'Rolled in a sturdy tube so that it arrives without creases.',
      'Enrollado en un tubo resistente para que llegue sin arrugas.',
      'Roulé dans un tube solide pour arriver sans pliure.',
      'Arrotolato in un tubo robusto, così arriva senza pieghe.',
      'Zwinięty w solidną tubę, dzięki czemu dociera bez zagnieceń.',
      '丈夫な筒に丸めて梱包するので、折り目なく届きます。',
    ),
  ],
  stationery: [
    s(
      'Notizbuch im {theme}-Design mit {character} auf dem Umschlag.',
      'Notebook in {theme} design with {character} on the cover.',
      'Cuaderno con diseño de {theme} y {character} en la portada.',
      'Carnet au design {theme} avec {character} sur la couverture.',
      'Quaderno con design di {theme} e {character} in copertina.',
      'Notes z motywem {theme} i postacią {character} na okładce.',
      '表紙に{character}をあしらった{theme}デザインのノートです。',
    ),
    s(
      'Punktraster-Seiten, Lesebändchen und Gummiband für Notizen unterwegs.',
      'Dotted pages, a ribbon bookmark and an elastic band for notes on the go.',
      'Páginas punteadas, cinta marcapáginas y goma elástica para tomar notas sobre la marcha.',
      'Pages pointillées, signet ruban et élastique pour prendre des notes partout.',
      'Pagine a puntini, segnalibro in tessuto ed elastico per appunti in movimento.',
      'Strony w kropki, zakładka ze wstążki i gumka do notatek w drodze.',
      'ドット方眼のページ、しおりひも、ゴムバンド付きで、外出先でのメモに便利です。',
    ),
  ],
  book: [
    s(
      'Die Geschichte von {theme} geht weiter: neue Abenteuer, neue Rätsel und ein Finale, das Lust auf mehr macht.',
      'The story of {theme} continues: new adventures, new mysteries and a finale that leaves you wanting more.',
      'La historia de {theme} continúa: nuevas aventuras, nuevos misterios y un final que deja con ganas de más.',
      'L’histoire de {theme} continue : nouvelles aventures, nouveaux mystères et un final qui donne envie de lire la suite.',
      'La storia di {theme} continua: nuove avventure, nuovi misteri e un finale che lascia la voglia di saperne di più.',
      'Historia {theme} toczy się dalej: nowe przygody, nowe zagadki i finał, który zaostrza apetyt na więcej.',
      '{theme}の物語はまだまだ続きます。新たな冒険、新たな謎、そして続きが待ちきれなくなるクライマックス。',
    ),
    s(
      'In diesem Band von {theme} steht ein altes Versprechen auf dem Spiel.',
      'In this volume of {theme}, an old promise is at stake.',
      'En este tomo de {theme} está en juego una antigua promesa.',
      'Dans ce tome de {theme}, une vieille promesse est en jeu.',
      'In questo volume di {theme} è in gioco un’antica promessa.',
      'W tym tomie {theme} stawką jest dawna obietnica.',
      '今巻の{theme}では、古い約束が試されます。',
    ),
    s(
      'Ausgezeichnet für Zeichnung und Erzählung: {theme} begeistert Leserinnen und Leser in ganz Europa.',
      'Praised for its art and storytelling, {theme} delights readers all over Europe.',
      'Premiada por su dibujo y su narrativa, la serie {theme} entusiasma a lectores de toda Europa.',
      'Saluée pour son dessin et son récit, la série {theme} ravit les lecteurs dans toute l’Europe.',
      'Premiata per i disegni e la narrazione, la serie {theme} conquista lettori in tutta Europa.',
      'Nagradzana za rysunek i fabułę seria {theme} zachwyca czytelników w całej Europie.',
      '作画とストーリーで高く評価される{theme}は、ヨーロッパ中の読者を魅了しています。',
    ),
  ],
  tradingCards: [
    s(
      'Die neue Erweiterung von {theme} bringt frische Karten, Strategien und seltene Sammelkarten.',
      'The new {theme} expansion brings fresh cards, strategies and rare collector cards.',
      'La nueva expansión de {theme} trae cartas nuevas, estrategias y cartas coleccionables raras.',
      'La nouvelle extension {theme} apporte de nouvelles cartes, de nouvelles stratégies et des cartes rares à collectionner.',
      'La nuova espansione di {theme} porta nuove carte, nuove strategie e rare carte da collezione.',
      'Nowy dodatek do {theme} przynosi świeże karty, strategie i rzadkie karty kolekcjonerskie.',
      '{theme}の新しい拡張セットには、新カード、新たな戦略、そしてレアなコレクターカードが登場します。',
    ),
    s(
      'Jede Packung enthält zufällig sortierte Karten, darunter mindestens eine seltene Karte.',
      'Each pack contains randomly assorted cards, including at least one rare card.',
      'Cada sobre contiene cartas surtidas al azar, con al menos una carta rara.',
      'Chaque booster contient des cartes assorties au hasard, dont au moins une carte rare.',
      'Ogni bustina contiene carte assortite casualmente, tra cui almeno una carta rara.',
      'Każda saszetka zawiera losowo dobrane karty, w tym co najmniej jedną rzadką.',
      '各パックにはランダムにカードが封入され、レアカードが最低1枚入っています。',
    ),
  ],
  boardGame: [
    s(
      'Im Brettspiel zu {theme} führt ihr {character} und die Gefährten durch ein spannendes Abenteuer.',
      'In the {theme} board game you lead {character} and companions through an exciting adventure.',
      'En el juego de mesa de {theme} guiáis a {character} y sus compañeros a través de una emocionante aventura.',
      'Dans le jeu de société {theme}, vous guidez {character} et ses compagnons à travers une aventure palpitante.',
      'Nel gioco da tavolo di {theme} guidate {character} e i suoi compagni in un’avventura avvincente.',
      'W grze planszowej {theme} prowadzicie postać {character} i towarzyszy przez ekscytującą przygodę.',
      '{theme}のボードゲームでは、{character}と仲間たちを率いてスリリングな冒険に挑みます。',
    ),
    s(
      'Für 2 bis 5 Spielende ab 10 Jahren, Spieldauer etwa 45 Minuten.',
      'For 2 to 5 players aged 10 and up, playing time about 45 minutes.',
      'Para 2 a 5 jugadores a partir de 10 años, duración aproximada de 45 minutos.',
      'De 2 à 5 joueurs, à partir de 10 ans, durée d’une partie environ 45 minutes.',
      'Da 2 a 5 giocatori, dai 10 anni in su, durata circa 45 minuti.',
      'Dla 2–5 graczy w wieku od 10 lat, czas gry około 45 minut.',
      'プレイ人数2〜5人、対象年齢10歳以上、プレイ時間約45分。',
    ),
  ],
  cardGame: [
    s(
      'Schnelles Kartenspiel rund um {character} aus {theme}, leicht erklärt und sofort gespielt.',
      'A fast card game around {character} from {theme}, quick to learn and ready to play.',
      'Un juego de cartas rápido en torno a {character} de {theme}, fácil de aprender y listo para jugar.',
      'Un jeu de cartes rapide autour de {character} de {theme}, vite expliqué et aussitôt joué.',
      'Un gioco di carte veloce con {character} di {theme}, facile da imparare e subito pronto.',
      'Szybka gra karciana z postacią {character} z {theme}, łatwa do wytłumaczenia i od razu gotowa do gry.',
      '{theme}の{character}が登場するスピーディーなカードゲーム。ルールが簡単で、すぐに遊べます。',
    ),
    s(
      'Ideal für Spieleabende: 2 bis 6 Personen, ab 8 Jahren, Spieldauer etwa 20 Minuten.',
      'Ideal for game nights: 2 to 6 players, ages 8 and up, playing time about 20 minutes.',
      'Ideal para noches de juegos: de 2 a 6 personas, a partir de 8 años, duración aproximada de 20 minutos.',
      'Idéal pour les soirées jeux : 2 à 6 joueurs, à partir de 8 ans, durée environ 20 minutes.',
      'Ideale per le serate di gioco: da 2 a 6 persone, dagli 8 anni in su, durata circa 20 minuti.',
      'Idealna na wieczory z grami: 2–6 osób, od 8 lat, czas gry około 20 minut.',
      'ゲームナイトに最適。プレイ人数2〜6人、対象年齢8歳以上、プレイ時間約20分。',
    ),
  ],
  dice: [
    s(
      'Würfelset im {theme}-Stil mit schimmernden Farbschlieren.',
      'Dice set in {theme} style with shimmering colour swirls.',
      'Set de dados al estilo de {theme} con remolinos de color brillantes.',
      'Set de dés dans le style {theme} aux volutes de couleur chatoyantes.',
      'Set di dadi in stile {theme} con venature di colore cangianti.',
      'Zestaw kości w stylu {theme} z mieniącymi się smugami koloru.',
      '{theme}スタイルの、きらめくマーブル模様のダイスセットです。',
    ),
    s(
      'Gut lesbare Zahlen und ein Stoffbeutel zur Aufbewahrung liegen bei.',
      'Easy-to-read numbers and a cloth pouch for storage are included.',
      'Números bien legibles; incluye una bolsa de tela para guardarlos.',
      'Chiffres bien lisibles ; une pochette en tissu pour les ranger est fournie.',
      'Numeri ben leggibili; sacchetto in tessuto per conservarli incluso.',
      'Czytelne cyfry; w zestawie materiałowy woreczek do przechowywania.',
      '数字が読みやすく、収納用の布袋が付属します。',
    ),
  ],
  storage: [
    s(
      'Stabile Aufbewahrung im {theme}-Design mit {character}.',
      'Sturdy storage in {theme} design featuring {character}.',
      'Almacenaje resistente con diseño de {theme} y {character}.',
      'Rangement robuste au design {theme} avec {character}.',
      'Contenitore robusto con design di {theme} e {character}.',
      'Solidny pojemnik z motywem {theme} i postacią {character}.',
      '{character}をあしらった{theme}デザインの丈夫な収納ケースです。',
    ),
    s(
      'Schützt Karten und Sammlerstücke zuverlässig vor Staub und Kratzern.',
      'Reliably protects cards and collectibles from dust and scratches.',
      'Protege de forma fiable cartas y objetos de colección del polvo y los arañazos.',
      'Protège efficacement cartes et objets de collection de la poussière et des rayures.',
      'Protegge in modo affidabile carte e oggetti da collezione da polvere e graffi.',
      'Niezawodnie chroni karty i przedmioty kolekcjonerskie przed kurzem i zarysowaniami.',
      'カードやコレクターズアイテムをほこりや傷からしっかり守ります。',
    ),
  ],
  sleeves: [
    s(
      'Kartenhüllen mit {theme}-Rückseite und {character}-Motiv.',
      'Card sleeves with a {theme} back and {character} artwork.',
      'Fundas para cartas con reverso de {theme} e ilustración de {character}.',
      'Protège-cartes avec un dos {theme} et une illustration de {character}.',
      'Bustine protettive con retro di {theme} e illustrazione di {character}.',
      'Koszulki na karty z rewersem {theme} i grafiką z postacią {character}.',
      '{theme}デザインの裏面に{character}のイラストを配したカードスリーブです。',
    ),
    s(
      'Säurefrei, ohne PVC und passend für Karten im Standardformat.',
      'Acid-free, PVC-free and sized for standard cards.',
      'Sin ácido, sin PVC y del tamaño de las cartas estándar.',
      'Sans acide, sans PVC et au format des cartes standard.',
      'Senza acidi, senza PVC e nel formato delle carte standard.',
      'Bezkwasowe, bez PVC, w rozmiarze na karty standardowe.',
      '無酸性・PVC不使用で、スタンダードサイズのカードに対応しています。',
    ),
  ],
  display: [
    s(
      'Klare Acryl-Vitrine, die Figuren und Sammlerstücke aus {theme} staubfrei präsentiert.',
      'Clear acrylic display case that keeps figures and collectibles from {theme} dust-free.',
      'Vitrina de acrílico transparente que mantiene sin polvo las figuras y objetos de colección de {theme}.',
      'Vitrine en acrylique transparent qui protège de la poussière les figurines et objets de collection {theme}.',
      'Vetrinetta in acrilico trasparente che protegge dalla polvere figure e oggetti da collezione di {theme}.',
      'Przezroczysta akrylowa gablota, która chroni figurki i przedmioty kolekcjonerskie z {theme} przed kurzem.',
      '{theme}のフィギュアやコレクターズアイテムをほこりから守る、透明なアクリルディスプレイケースです。',
    ),
    s(
      'Mit UV-Schutz und abnehmbarer Front; der schwarze Sockel lässt sich stapeln.',
      'With UV protection and a removable front; the black base can be stacked.',
      'Con protección UV y frontal extraíble; la base negra es apilable.',
      'Avec protection UV et façade amovible ; le socle noir est empilable.',
      'Con protezione UV e frontale rimovibile; la base nera è impilabile.',
      'Z ochroną UV i zdejmowanym frontem; czarną podstawę można ustawiać jedna na drugiej.',
      'UVカット仕様で、前面パネルは取り外し可能。黒い台座は積み重ねられます。',
    ),
  ],
  furniture: [
    s(
      'Stabiles Regal für Sammlungen, Spiele und Bücher, mit verstellbaren Böden.',
      'Sturdy shelf unit for collections, games and books, with adjustable shelves.',
      'Estantería resistente para colecciones, juegos y libros, con baldas regulables.',
      'Étagère robuste pour collections, jeux et livres, avec tablettes réglables.',
      'Scaffale robusto per collezioni, giochi e libri, con ripiani regolabili.',
      'Solidny regał na kolekcje, gry i książki, z regulowanymi półkami.',
      'コレクションやゲーム、本の収納に最適な丈夫なシェルフで、棚板の高さを調整できます。',
    ),
    s(
      'Wird zerlegt geliefert; Montagematerial und Anleitung liegen bei.',
      'Delivered flat-packed; fittings and instructions are included.',
      'Se entrega desmontada; incluye herrajes e instrucciones.',
      'Livrée en kit ; quincaillerie et notice de montage fournies.',
      'Consegnato smontato; ferramenta e istruzioni incluse.',
      'Dostarczany w częściach; elementy montażowe i instrukcja w zestawie.',
      '組み立て式でお届けします。取付金具と説明書付きです。',
    ),
  ],
};

const CLOSERS: readonly Texts[] = [
  s(
    'Ein Produkt von {producer}.',
    'A product by {producer}.',
    'Un producto de {producer}.',
    'Un produit {producer}.',
    'Un prodotto {producer}.',
    'Produkt firmy {producer}.',
    '{producer}の製品です。',
  ),
  s(
    'Hergestellt von {producer} in geprüfter Qualität.',
    'Made by {producer} to tested quality standards.',
    'Fabricado por {producer} con calidad controlada.',
    'Fabriqué par {producer} selon des normes de qualité contrôlées.',
    'Prodotto da {producer} secondo standard di qualità verificati.',
    'Wyprodukowane przez {producer} zgodnie ze sprawdzonymi standardami jakości.',
    '{producer}が確かな品質基準のもとで製造しています。',
  ),
  s(
    'Offiziell lizenziert von {producer}; Abbildungen können vom Produkt abweichen.',
    'Officially licensed by {producer}; pictures may differ from the product.',
    'Con licencia oficial de {producer}; las imágenes pueden diferir del producto.',
    'Sous licence officielle {producer} ; photos non contractuelles.',
    'Su licenza ufficiale di {producer}; le immagini possono differire dal prodotto.',
    'Oficjalna licencja {producer}; zdjęcia mogą różnić się od produktu.',
    '{producer}の公式ライセンス商品です。画像は実際の商品と異なる場合があります。',
  ),
];

const SPEC_SENTENCE: Texts = s(
  'Maße und Umfang: {spec}.',
  'Size and contents: {spec}.',
  'Medidas y contenido: {spec}.',
  'Dimensions et contenu : {spec}.',
  'Misure e contenuto: {spec}.',
  'Wymiary i zawartość: {spec}.',
  'サイズ・内容：{spec}。',
);

const DAMAGED_PACKAGING: Record<1 | 2, Texts> = {
  1: s(
    'Die Verpackung ist beschädigt; der Artikel selbst ist neuwertig.',
    'The packaging is damaged; the item itself is as new.',
    'El embalaje está dañado; el artículo en sí está como nuevo.',
    'L’emballage est abîmé ; l’article lui-même est comme neuf.',
    'La confezione è danneggiata; l’articolo in sé è come nuovo.',
    'Opakowanie jest uszkodzone; sam artykuł jest jak nowy.',
    'パッケージに破損がありますが、商品自体は新品同様です。',
  ),
  2: s(
    'Die Verpackung ist stark beschädigt; der Artikel selbst ist neuwertig.',
    'The packaging is heavily damaged; the item itself is as new.',
    'El embalaje está muy dañado; el artículo en sí está como nuevo.',
    'L’emballage est très abîmé ; l’article lui-même est comme neuf.',
    'La confezione è molto danneggiata; l’articolo in sé è come nuovo.',
    'Opakowanie jest mocno uszkodzone; sam artykuł jest jak nowy.',
    'パッケージに大きな破損がありますが、商品自体は新品同様です。',
  ),
};

export interface DescriptionParts {
  theme: string;
  character: string;
  producer: string;
  /** The article's size or contents per language, or null for an article without one. */
  specs: Texts | null;
}

/** Japanese runs its sentences together; the other languages part them with a space. */
function joinSentences(language: Language, sentences: readonly string[]): string {
  return sentences.join(language === 'ja' ? '' : ' ');
}

function fill(template: string, parts: DescriptionParts, language: Language): string {
  return template
    .replaceAll('{theme}', parts.theme)
    .replaceAll('{character}', parts.character)
    .replaceAll('{producer}', parts.producer)
    .replaceAll('{spec}', parts.specs?.[language] ?? '');
}

/** A description of two to four sentences in every shop language. */
export function composeDescription(random: Random, family: Family, parts: DescriptionParts): Texts {
  const openers = OPENERS[family];
  const first = random.int(0, openers.length - 1);
  const chosen: Texts[] = [openers[first]!];
  if (openers.length > 1 && random.chance(0.7)) {
    chosen.push(openers[(first + 1) % openers.length]!);
  }
  const specs: Texts[] = parts.specs ? [SPEC_SENTENCE] : [];
  const sentences = [...chosen, ...specs, random.pick(CLOSERS)];
  const texts = {} as Texts;
  for (const language of LANGUAGES) {
    texts[language] = joinSentences(
      language,
      sentences.map((sentence) => fill(sentence[language], parts, language)),
    );
  }
  return texts;
}

/** The description of a damaged-packaging copy: the article's own, then what is damaged. */
export function withDamagedPackaging(descriptions: Texts, grade: 1 | 2): Texts {
  const texts = {} as Texts;
  for (const language of LANGUAGES) {
    texts[language] = joinSentences(language, [
      descriptions[language],
      DAMAGED_PACKAGING[grade][language],
    ]);
  }
  return texts;
}
