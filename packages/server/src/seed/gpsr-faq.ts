/**
 * The GPSR FAQ in the EU languages beyond de and en
 * (docs/product/account.md#account-gpsr-languages: GPSR is offered in 24 EU languages); de and en
 * carry the longer FAQ of content-seed.ts.
 */
export interface GpsrFaqTranslation {
  title: string;
  questions: readonly (readonly [question: string, answer: string])[];
}

export const GPSR_FAQ_TRANSLATIONS: Readonly<Record<string, GpsrFaqTranslation>> = {
  bg: {
    title: 'Безопасност на продуктите (GPSR)',
    questions: [
      [
        'Какво е GPSR?',
        'Регламентът на ЕС относно общата безопасност на продуктите (ЕС) 2023/988 се прилага от 13 декември 2024 г. Той изисква данни за производителя, отговорно лице в ЕС и предупреждения за безопасност за всеки продукт, продаван в ЕС.',
      ],
      [
        'Къде да намеря информацията?',
        'На страницата на всеки артикул в раздел „Безопасност на продуктите“, а за всички артикули – в GPSR експорта (CSV) на тази страница.',
      ],
      [
        'Какво трябва да направя като търговец?',
        'Покажете производителя, отговорното лице и предупрежденията на клиентите си преди покупката – в магазина и в онлайн магазина си.',
      ],
    ],
  },
  cs: {
    title: 'Bezpečnost výrobků (GPSR)',
    questions: [
      [
        'Co je GPSR?',
        'Nařízení EU o obecné bezpečnosti výrobků (EU) 2023/988 platí od 13. prosince 2024. Vyžaduje údaje o výrobci, odpovědnou osobu v EU a bezpečnostní upozornění ke každému výrobku prodávanému v EU.',
      ],
      [
        'Kde najdu tyto informace?',
        'Na stránce každého artiklu v části Bezpečnost výrobků a pro všechny artikly v exportu GPSR (CSV) na této stránce.',
      ],
      [
        'Co musím jako prodejce udělat?',
        'Zobrazte svým zákazníkům výrobce, odpovědnou osobu a upozornění ještě před nákupem – v prodejně i ve svém e-shopu.',
      ],
    ],
  },
  da: {
    title: 'Produktsikkerhed (GPSR)',
    questions: [
      [
        'Hvad er GPSR?',
        'EU-forordningen om produktsikkerhed i almindelighed (EU) 2023/988 gælder fra 13. december 2024. Den kræver oplysninger om producenten, en ansvarlig person i EU og sikkerhedsadvarsler for hvert produkt, der sælges i EU.',
      ],
      [
        'Hvor finder jeg oplysningerne?',
        'På hver artikelside under produktsikkerhed og for alle artikler i GPSR-eksporten (CSV) på denne side.',
      ],
      [
        'Hvad skal jeg gøre som forhandler?',
        'Vis producenten, den ansvarlige person og advarslerne til dine kunder før købet – i butikken og i din webshop.',
      ],
    ],
  },
  el: {
    title: 'Ασφάλεια προϊόντων (GPSR)',
    questions: [
      [
        'Τι είναι ο GPSR;',
        'Ο Κανονισμός (ΕΕ) 2023/988 για τη γενική ασφάλεια των προϊόντων ισχύει από τις 13 Δεκεμβρίου 2024. Απαιτεί στοιχεία του κατασκευαστή, υπεύθυνο πρόσωπο στην ΕΕ και προειδοποιήσεις ασφαλείας για κάθε προϊόν που πωλείται στην ΕΕ.',
      ],
      [
        'Πού θα βρω τις πληροφορίες;',
        'Σε κάθε σελίδα προϊόντος, στην ενότητα «Ασφάλεια προϊόντων», και για όλα τα προϊόντα στην εξαγωγή GPSR (CSV) αυτής της σελίδας.',
      ],
      [
        'Τι πρέπει να κάνω ως έμπορος;',
        'Δείξτε τον κατασκευαστή, το υπεύθυνο πρόσωπο και τις προειδοποιήσεις στους πελάτες σας πριν από την αγορά, στο κατάστημα και στο ηλεκτρονικό σας κατάστημα.',
      ],
    ],
  },
  es: {
    title: 'Seguridad de los productos (GPSR)',
    questions: [
      [
        '¿Qué es el GPSR?',
        'El Reglamento (UE) 2023/988 relativo a la seguridad general de los productos se aplica desde el 13 de diciembre de 2024. Exige los datos del fabricante, una persona responsable en la UE y advertencias de seguridad para cada producto vendido en la UE.',
      ],
      [
        '¿Dónde encuentro la información?',
        'En la página de cada artículo, en el apartado de seguridad del producto, y para todos los artículos en la exportación GPSR (CSV) de esta página.',
      ],
      [
        '¿Qué debo hacer como comerciante?',
        'Muestre el fabricante, la persona responsable y las advertencias a sus clientes antes de la compra, en la tienda y en su tienda online.',
      ],
    ],
  },
  et: {
    title: 'Tooteohutus (GPSR)',
    questions: [
      [
        'Mis on GPSR?',
        'ELi üldise tooteohutuse määrus (EL) 2023/988 kehtib alates 13. detsembrist 2024. See nõuab iga ELis müüdava toote kohta tootja andmeid, vastutavat isikut ELis ja ohutushoiatusi.',
      ],
      [
        'Kust ma teabe leian?',
        'Iga artikli lehel jaotises „Tooteohutus“ ning kõigi artiklite kohta selle lehe GPSR-ekspordis (CSV).',
      ],
      [
        'Mida pean edasimüüjana tegema?',
        'Näidake tootjat, vastutavat isikut ja hoiatusi oma klientidele enne ostu – nii kaupluses kui ka e-poes.',
      ],
    ],
  },
  fi: {
    title: 'Tuoteturvallisuus (GPSR)',
    questions: [
      [
        'Mikä on GPSR?',
        'EU:n yleinen tuoteturvallisuusasetus (EU) 2023/988 on ollut voimassa 13. joulukuuta 2024 alkaen. Se edellyttää valmistajan tiedot, EU:ssa toimivan vastuuhenkilön ja turvallisuusvaroitukset jokaisesta EU:ssa myytävästä tuotteesta.',
      ],
      [
        'Mistä löydän tiedot?',
        'Jokaisen tuotteen sivulta kohdasta Tuoteturvallisuus sekä kaikkien tuotteiden osalta tämän sivun GPSR-viennistä (CSV).',
      ],
      [
        'Mitä minun on jälleenmyyjänä tehtävä?',
        'Näytä valmistaja, vastuuhenkilö ja varoitukset asiakkaillesi ennen ostoa – myymälässä ja verkkokaupassasi.',
      ],
    ],
  },
  fr: {
    title: 'Sécurité des produits (GPSR)',
    questions: [
      [
        'Qu’est-ce que le GPSR ?',
        'Le règlement (UE) 2023/988 relatif à la sécurité générale des produits s’applique depuis le 13 décembre 2024. Il exige les coordonnées du fabricant, une personne responsable dans l’UE et des avertissements de sécurité pour chaque produit vendu dans l’UE.',
      ],
      [
        'Où trouver ces informations ?',
        'Sur la page de chaque article, rubrique sécurité du produit, et pour tous les articles dans l’export GPSR (CSV) de cette page.',
      ],
      [
        'Que dois-je faire en tant que revendeur ?',
        'Montrez le fabricant, la personne responsable et les avertissements à vos clients avant l’achat, en magasin comme dans votre boutique en ligne.',
      ],
    ],
  },
  ga: {
    title: 'Sábháilteacht táirgí (GPSR)',
    questions: [
      [
        'Cad é an GPSR?',
        'Tá Rialachán (AE) 2023/988 maidir le sábháilteacht ghinearálta táirgí i bhfeidhm ó 13 Nollaig 2024. Éilíonn sé sonraí an mhonaróra, duine freagrach san AE agus rabhaidh sábháilteachta do gach táirge a dhíoltar san AE.',
      ],
      [
        'Cá bhfaighidh mé an fhaisnéis?',
        'Ar leathanach gach earra faoi shábháilteacht táirgí, agus do gach earra san easpórtáil GPSR (CSV) ar an leathanach seo.',
      ],
      [
        'Cad a chaithfidh mé a dhéanamh mar mhiondíoltóir?',
        'Taispeáin an monaróir, an duine freagrach agus na rabhaidh do do chustaiméirí roimh an gceannach, sa siopa agus i do shiopa ar líne.',
      ],
    ],
  },
  hr: {
    title: 'Sigurnost proizvoda (GPSR)',
    questions: [
      [
        'Što je GPSR?',
        'Uredba (EU) 2023/988 o općoj sigurnosti proizvoda primjenjuje se od 13. prosinca 2024. Za svaki proizvod koji se prodaje u EU-u zahtijeva podatke o proizvođaču, odgovornu osobu u EU-u i sigurnosna upozorenja.',
      ],
      [
        'Gdje mogu pronaći te informacije?',
        'Na stranici svakog artikla u odjeljku Sigurnost proizvoda te za sve artikle u GPSR izvozu (CSV) na ovoj stranici.',
      ],
      [
        'Što moram učiniti kao trgovac?',
        'Prikažite proizvođača, odgovornu osobu i upozorenja svojim kupcima prije kupnje – u trgovini i u svojoj internetskoj trgovini.',
      ],
    ],
  },
  hu: {
    title: 'Termékbiztonság (GPSR)',
    questions: [
      [
        'Mi a GPSR?',
        'Az általános termékbiztonságról szóló (EU) 2023/988 rendelet 2024. december 13-tól alkalmazandó. Minden, az EU-ban értékesített termékhez megköveteli a gyártó adatait, egy EU-ban működő felelős személyt és a biztonsági figyelmeztetéseket.',
      ],
      [
        'Hol találom az adatokat?',
        'Minden termékoldalon a Termékbiztonság részben, az összes termékre pedig ennek az oldalnak a GPSR-exportjában (CSV).',
      ],
      [
        'Mi a teendőm viszonteladóként?',
        'Mutassa meg vásárlóinak a gyártót, a felelős személyt és a figyelmeztetéseket a vásárlás előtt – az üzletben és a webáruházában is.',
      ],
    ],
  },
  it: {
    title: 'Sicurezza dei prodotti (GPSR)',
    questions: [
      [
        'Che cos’è il GPSR?',
        'Il Regolamento (UE) 2023/988 sulla sicurezza generale dei prodotti si applica dal 13 dicembre 2024. Richiede i dati del fabbricante, una persona responsabile nell’UE e le avvertenze di sicurezza per ogni prodotto venduto nell’UE.',
      ],
      [
        'Dove trovo le informazioni?',
        'Nella pagina di ogni articolo, alla voce sicurezza del prodotto, e per tutti gli articoli nell’esportazione GPSR (CSV) di questa pagina.',
      ],
      [
        'Che cosa devo fare come rivenditore?',
        'Mostri ai Suoi clienti il fabbricante, la persona responsabile e le avvertenze prima dell’acquisto, in negozio e nel Suo negozio online.',
      ],
    ],
  },
  lt: {
    title: 'Gaminių sauga (GPSR)',
    questions: [
      [
        'Kas yra GPSR?',
        'ES bendrosios gaminių saugos reglamentas (ES) 2023/988 taikomas nuo 2024 m. gruodžio 13 d. Jis reikalauja kiekvienam ES parduodamam gaminiui nurodyti gamintojo duomenis, atsakingą asmenį ES ir saugos įspėjimus.',
      ],
      [
        'Kur rasti šią informaciją?',
        'Kiekvieno prekės puslapio skiltyje „Gaminių sauga“, o visų prekių – šio puslapio GPSR eksporte (CSV).',
      ],
      [
        'Ką turiu daryti kaip prekybininkas?',
        'Prieš pirkimą parodykite klientams gamintoją, atsakingą asmenį ir įspėjimus – parduotuvėje ir savo internetinėje parduotuvėje.',
      ],
    ],
  },
  lv: {
    title: 'Produktu drošums (GPSR)',
    questions: [
      [
        'Kas ir GPSR?',
        'ES Vispārējās produktu drošuma regula (ES) 2023/988 ir piemērojama no 2024. gada 13. decembra. Tā pieprasa ražotāja datus, atbildīgo personu ES un drošības brīdinājumus katram ES pārdotajam produktam.',
      ],
      [
        'Kur atrast šo informāciju?',
        'Katra artikula lapā sadaļā “Produktu drošums”, bet par visiem artikuliem – šīs lapas GPSR eksportā (CSV).',
      ],
      [
        'Kas man kā tirgotājam jādara?',
        'Parādiet saviem klientiem ražotāju, atbildīgo personu un brīdinājumus pirms pirkuma – veikalā un savā interneta veikalā.',
      ],
    ],
  },
  mt: {
    title: 'Sigurtà tal-prodotti (GPSR)',
    questions: [
      [
        'X’inhu l-GPSR?',
        'Ir-Regolament (UE) 2023/988 dwar is-sigurtà ġenerali tal-prodotti japplika mit-13 ta’ Diċembru 2024. Jitlob id-dettalji tal-manifattur, persuna responsabbli fl-UE u twissijiet ta’ sigurtà għal kull prodott mibjugħ fl-UE.',
      ],
      [
        'Fejn insib l-informazzjoni?',
        'Fil-paġna ta’ kull oġġett taħt is-sigurtà tal-prodott, u għall-oġġetti kollha fl-esportazzjoni GPSR (CSV) f’din il-paġna.',
      ],
      [
        'X’għandi nagħmel bħala bejjiegħ?',
        'Uri l-manifattur, il-persuna responsabbli u t-twissijiet lill-klijenti tiegħek qabel ix-xiri, fil-ħanut u fil-ħanut online tiegħek.',
      ],
    ],
  },
  nl: {
    title: 'Productveiligheid (GPSR)',
    questions: [
      [
        'Wat is de GPSR?',
        'De Verordening (EU) 2023/988 inzake algemene productveiligheid geldt sinds 13 december 2024. Ze vereist de gegevens van de fabrikant, een verantwoordelijke persoon in de EU en veiligheidswaarschuwingen voor elk product dat in de EU wordt verkocht.',
      ],
      [
        'Waar vind ik de informatie?',
        'Op elke artikelpagina onder productveiligheid, en voor alle artikelen in de GPSR-export (CSV) op deze pagina.',
      ],
      [
        'Wat moet ik als wederverkoper doen?',
        'Toon de fabrikant, de verantwoordelijke persoon en de waarschuwingen aan uw klanten vóór de aankoop, in de winkel en in uw webshop.',
      ],
    ],
  },
  pl: {
    title: 'Bezpieczeństwo produktów (GPSR)',
    questions: [
      [
        'Czym jest GPSR?',
        'Rozporządzenie (UE) 2023/988 w sprawie ogólnego bezpieczeństwa produktów obowiązuje od 13 grudnia 2024 r. Wymaga danych producenta, osoby odpowiedzialnej w UE oraz ostrzeżeń dotyczących bezpieczeństwa dla każdego produktu sprzedawanego w UE.',
      ],
      [
        'Gdzie znajdę te informacje?',
        'Na stronie każdego artykułu w sekcji bezpieczeństwa produktu, a dla wszystkich artykułów w eksporcie GPSR (CSV) na tej stronie.',
      ],
      [
        'Co muszę zrobić jako sprzedawca?',
        'Proszę pokazać klientom producenta, osobę odpowiedzialną i ostrzeżenia przed zakupem – w sklepie stacjonarnym i w sklepie internetowym.',
      ],
    ],
  },
  pt: {
    title: 'Segurança dos produtos (GPSR)',
    questions: [
      [
        'O que é o GPSR?',
        'O Regulamento (UE) 2023/988 relativo à segurança geral dos produtos aplica-se desde 13 de dezembro de 2024. Exige os dados do fabricante, uma pessoa responsável na UE e avisos de segurança para cada produto vendido na UE.',
      ],
      [
        'Onde encontro a informação?',
        'Na página de cada artigo, na secção de segurança do produto, e para todos os artigos na exportação GPSR (CSV) desta página.',
      ],
      [
        'O que tenho de fazer como revendedor?',
        'Mostre o fabricante, a pessoa responsável e os avisos aos seus clientes antes da compra, na loja e na sua loja online.',
      ],
    ],
  },
  ro: {
    title: 'Siguranța produselor (GPSR)',
    questions: [
      [
        'Ce este GPSR?',
        'Regulamentul (UE) 2023/988 privind siguranța generală a produselor se aplică din 13 decembrie 2024. Acesta impune datele producătorului, o persoană responsabilă în UE și avertismente de siguranță pentru fiecare produs vândut în UE.',
      ],
      [
        'Unde găsesc informațiile?',
        'Pe pagina fiecărui articol, la secțiunea siguranța produsului, iar pentru toate articolele în exportul GPSR (CSV) de pe această pagină.',
      ],
      [
        'Ce trebuie să fac ca revânzător?',
        'Arătați clienților producătorul, persoana responsabilă și avertismentele înainte de cumpărare, în magazin și în magazinul online.',
      ],
    ],
  },
  sk: {
    title: 'Bezpečnosť výrobkov (GPSR)',
    questions: [
      [
        'Čo je GPSR?',
        'Nariadenie (EÚ) 2023/988 o všeobecnej bezpečnosti výrobkov sa uplatňuje od 13. decembra 2024. Vyžaduje údaje o výrobcovi, zodpovednú osobu v EÚ a bezpečnostné upozornenia pre každý výrobok predávaný v EÚ.',
      ],
      [
        'Kde nájdem tieto informácie?',
        'Na stránke každého artikla v časti Bezpečnosť výrobkov a pre všetky artikle v exporte GPSR (CSV) na tejto stránke.',
      ],
      [
        'Čo musím urobiť ako predajca?',
        'Zobrazte zákazníkom výrobcu, zodpovednú osobu a upozornenia pred nákupom – v predajni aj vo svojom e-shope.',
      ],
    ],
  },
  sl: {
    title: 'Varnost izdelkov (GPSR)',
    questions: [
      [
        'Kaj je GPSR?',
        'Uredba (EU) 2023/988 o splošni varnosti proizvodov se uporablja od 13. decembra 2024. Za vsak izdelek, ki se prodaja v EU, zahteva podatke o proizvajalcu, odgovorno osebo v EU in varnostna opozorila.',
      ],
      [
        'Kje najdem te informacije?',
        'Na strani vsakega artikla v razdelku Varnost izdelkov, za vse artikle pa v izvozu GPSR (CSV) na tej strani.',
      ],
      [
        'Kaj moram storiti kot trgovec?',
        'Pred nakupom pokažite kupcem proizvajalca, odgovorno osebo in opozorila – v trgovini in v svoji spletni trgovini.',
      ],
    ],
  },
  sv: {
    title: 'Produktsäkerhet (GPSR)',
    questions: [
      [
        'Vad är GPSR?',
        'EU:s förordning (EU) 2023/988 om allmän produktsäkerhet gäller sedan den 13 december 2024. Den kräver tillverkarens uppgifter, en ansvarig person i EU och säkerhetsvarningar för varje produkt som säljs i EU.',
      ],
      [
        'Var hittar jag informationen?',
        'På varje artikelsida under produktsäkerhet, och för alla artiklar i GPSR-exporten (CSV) på den här sidan.',
      ],
      [
        'Vad måste jag göra som återförsäljare?',
        'Visa tillverkaren, den ansvariga personen och varningarna för dina kunder före köpet, i butiken och i din webbutik.',
      ],
    ],
  },
};
