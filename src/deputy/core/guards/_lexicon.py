# ruff: noqa: E501, RUF001  (data: other scripts on purpose, one language a line)
"""A small multilingual lexicon of the concepts injections are made of, for the classifier's `c:` features.

A word (or a stem ending in `*`) in any of 19 languages maps to one concept, so what the model learns from English
("ignore", "instructions", "filters") carries over to a language it saw few examples in, and to a synonym it never
saw. Words are written as people write them; `concept_of` compares them through the same fold as the text
(`normalize.matching_view`), so accents, look-alike letters, Devanagari vowel signs and kana voicing marks need not
be spelt twice. Chinese and Japanese entries are two-character words, the tokens `_features` cuts those scripts
into. A `-` joins a multiword entry into the one glued token it matches (`api_key`, `i g n o r e`), which ordinary
prose rarely produces, so entries are single words. Each line of a concept starts with its language (`en:`), a
label the tables skip. An entry belongs to one concept; a word wins over a stem, and a longer stem over a shorter
one (`secretly` is STEALTH, `secretive` HIDDEN, `secrets` SECRET).
"""

from __future__ import annotations

import functools

from deputy.core.guards.normalize import matching_view

__all__ = ["concept_of"]

_CONCEPTS: dict[str, str] = {
    "IGNORE": """
        en: ignor* disregard* overlook* discard* abandon* dismiss* neglect* overrid* overrule* supersed*
            countermand* disobey* omit* ditch scrap nullif*
        de: missacht* übergeh* verwirf verwerfe* verworfen hinwegsetz* vernachlässig* überschreib*
        fr: néglige négligez négliger outrepass* écarte* désobé*
        es: descart* desestim* omiso desobedec* desatiend* desoye*
        it: abbandon* trascur* tralasci* scarta* disattend* omett* disobbedisc*
        pt: desconsider* desprez*
        nl: negeer* negeren genegeerd verwerp* veronachtzaam* terzijde
        sv: strunta* bortse bortser åsidosätt* förbise*
        et: eira* tähelepanuta
        pl: zignoruj* lekceważ* zlekceważ* zważaj odrzuć porzuć unieważni*
        cs: nevšímej* přehlížej* přehlédni* zahoď nedbej potaz odhlédni
        tr: görmezden yoksay* umursama* boşver* gözardı geçersiz
        ru: игнорир* проигнорир* пренебре* отбрось отбросив переопредел*
        uk: ігнору* проігнору* знехту* нехтуй відкинь перевизнач*
        ar: تجاهل* اهمل* تغاض* تلتفت اغفل*
        hi: अनदेखा अनदेखी नज़रअंदाज़ नज़रंदाज़ उपेक्षा दरकिनार अवहेलना
        zh: 忽略 忽视 无视 不理 抛开 抛弃 丢弃 舍弃 放弃 撇开 推翻 取代 违背
        ja: 無視 破棄 放棄 外視
        ko: 무시* 개의치* 버리* 버려* 폐기* 무효*
    """,
    "FORGET": """
        en: forget* forgot* unlearn* nevermind amnesia
        de: vergiss vergess*
        fr: oubli*
        es: olvid*
        it: dimentic*
        pt: esqueç* esqueci*
        nl: vergeet* vergeten
        sv: glöm*
        et: unust*
        pl: zapomni* zapomin*
        cs: zapomeň* zapomn*
        tr: unut*
        ru: забудь* забуд* забыва* забыть забыт*
        uk: забува* забути
        ar: انس انسى انسوا تناسى
        hi: भूल भूलो भूलकर भुला
        zh: 忘掉 忘记 忘了 忘却
        ja: 忘れ
        ko: 잊*
    """,
    "PREVIOUS": """
        en: previous previously prior earlier preceding initial* original* former formerly
        de: vorherige* bisherige* vorige* früher* ursprünglich* vorhergehend* vorangegangen* vorangehend* zuvor vorher
        fr: précédent* précédemment antérieur* originel* ancien*
        es: anterior* previa* previo* inicial*
        it: inizial* originari* pregress*
        pt: originais
        nl: eerdere eerder voorgaande voorafgaande oorspronkelijk* initiële
        sv: tidigare föregående ursprunglig* förra förut inledande
        et: eelnev* eelmis* varasem* algse* algne esialg*
        pl: poprzedni* wcześniejsz* wcześniej pierwotn* dotychczasow* uprzedni* początkow*
        cs: předchozí* dřívější* původní* předešl* dosavadní* počáteční* předtím
        tr: önceki* önceden evvelki
        ru: предыдущ* прежн* исходн* ранее предшествующ* первоначальн* изначальн* прошл*
        uk: попередн* початков* раніше первинн* колишн*
        ar: السابقة السابق سابقة سابقا الأصلية الأصلي الأولية المسبقة
        hi: पिछले पिछली पिछला पहले पूर्व मूल प्रारंभिक शुरुआती
        zh: 之前 以前 先前 原来 此前 原始 原有 初始 早先
        ja: 最初 従来 前の 元の 当初
        ko: 이전* 기존* 원래* 앞서* 앞의 예전* 종전* 초기* 원본*
    """,
    "INSTRUCTIONS": """
        en: instruction* directive* guideline* guidance orders programming directions briefing* mandate* precepts
            commandments
        de: anweisung* vorgabe* richtlinie* leitlinie* weisung*
        fr: consigne* ordres indication* directrice*
        es: instrucci* directriz* directiva* indicaci* pautas órdenes consigna* lineamientos
        it: istruzion* direttiv* indicazion* ordini disposizion*
        pt: instruç* diretriz* diretiva* orientaç* ordens
        nl: instructie* richtlijn* aanwijzing* directieven directief bevelen
        sv: instruktion* riktlinj* direktiv* anvisning* befallning*
        et: juhis* suunis* juhend* korraldus* instruktsioon* direktiiv*
        pl: wytyczn* dyrektyw* polecen* rozkaz* zaleceni* wskazówk* nakaz*
        cs: pokyn* směrnic* instrukc* nařízení
        tr: talimat* yönerge* direktif* emirler* kılavuz*
        ru: инструкц* указани* директив* предписани* распоряжени* приказ* наставлени*
        uk: інструкц* вказів* настанов* розпоряджен* наказ* припис*
        ar: التعليمات* تعليمات* التوجيهات* توجيهات* الإرشادات* إرشادات* الأوامر أوامر*
        hi: निर्देश* दिशानिर्देश आदेश* हिदायत*
        zh: 指令 指示 准则 嘱咐 吩咐
        ja: 指図
        ko: 지시 지시를 지시는 지시가 지시에* 지시사항* 지시문* 지시하* 지시한* 지시대로 지침* 가이드라인*
    """,
    "RULES": """
        en: rule* policy policies constraint* restriction* limitation* principles boundaries regulation*
        de: regel regeln regelwerk* vorschrift* einschränkung* beschränkung* grundsätze verbote
        fr: règle* politique* contrainte* interdits principes
        es: reglas regla normas norma políticas política restriccion* limitacion*
        it: regole regola norme vincoli restrizion* limitazion* politiche
        pt: regra* restriç* limitaç*
        nl: regels beperking* voorschrift* beleid
        sv: regler regelverk* begränsning* föreskrift* restriktion* policyn
        et: reegl* reegel piirang* eeskiri* eeskirj* põhimõt*
        pl: zasad* reguły reguł regułami ograniczen* przepis* polityk* regulamin*
        cs: pravidl* omezení předpis* politik*
        tr: kural* kısıt* politika* ilke* yasak* sınırlama*
        ru: правил* ограничени* политик* регламент* запрет* принципы
        uk: обмежен* політик* заборон*
        ar: القواعد قواعد قيود القيود السياسات سياسة سياسات ضوابط الضوابط المبادئ
        hi: नियम* प्रतिबंध* नीति* पाबंदी*
        zh: 规则 规定 限制 政策 约束 守则 规范 原则 禁令
        ja: 規則 規約 方針 制約 規定
        ko: 규칙* 정책* 제약* 규정* 원칙* 금지*
    """,
    "SYSTEM_PROMPT": """
        en: systemprompt* system prompt* pre-prompt preamble metaprompt* sysprompt* systemmessage* configuration* config*
            setup
        de: konfiguration* systemanweisung* voreinstellung* eingabeaufforderung* systemnachricht*
        fr: paramétrage*
        es: configuraci*
        pl: konfiguracj* monit monitu monity
        et: seadistus*
        cs: konfigurac*
        tr: yapılandırma* istem istemi istemini istemin istemler*
        ru: конфигурац* промпт* промт*
        uk: конфігурац*
        ar: الإعدادات إعداد* موجه المطالبة برومبت
        hi: प्रॉम्प्ट* कॉन्फ़िगरेशन* सेटअप
        zh: 提示 示词 配置 设定 预设 設定
        ja: ロン 構成
        ko: 프롬프트* 시스템프롬프트* 설정* 구성*
    """,
    "HIDDEN": """
        en: hidden secretive confidential internal concealed undisclosed invisible classified unseen
        de: versteckt* geheim* vertraulich* intern interne internen interner unsichtbar*
        fr: cachée* secrète* confidentiel* masqué*
        es: ocult* secreta secretas confidencial* interna internas interno internos
        it: nascost* segreta segrete riservat* occult* interni
        pt: escondid* sigilos*
        nl: verborgen* verstopt* vertrouwelijk*
        sv: dold* hemlig* gömd* konfidentiell* sekretess*
        et: varjatud* peidetud* salajas* salastatud* konfidentsiaal* sisemi*
        pl: ukryt* tajn* poufn* wewnętrzn* sekretn*
        cs: skryt* důvěrn* utajen*
        tr: gizli* gizlen* saklı* dahili mahrem* örtülü*
        ru: скрыт* секретн* тайн* конфиденциальн* внутренн* спрятан* невидим*
        uk: прихован* таємн* конфіденційн* внутрішн*
        ar: المخفية مخفية مخفي* السرية سرية سري الداخلية داخلية الخفية
        hi: छिपे* छिपा* छिपी गुप्त गोपनीय आंतरिक
        zh: 隐藏 秘密 隐秘 机密 内部 保密 私密
        ja: 隠さ 隠し 隠れ 非公 機密 内緒
        ko: 숨겨* 숨긴* 비밀* 기밀* 내부* 은밀*
    """,
    "VERBATIM": """
        en: verbatim unabridged unedited unredacted unaltered entirety
        de: wörtlich wortwörtlich ungekürzt unverändert
        fr: mot-à-mot textuellement littéralement intégralement
        es: literalmente textualmente íntegramente
        it: parola-per-parola letterale letteralmente testualmente
        nl: woordelijk letterlijk ongewijzigd integraal
        sv: ordagrant ordagrann* bokstavligen oredigerad* ordalydelse*
        et: sõnasõnalt sõnatäpselt muutmata
        pl: dosłown* niezmienion* całości
        cs: doslovn* nezkráceně
        tr: kelimesi kelimesine harfiyen aynen değiştirmeden
        ru: дословн* буквально целиком
        uk: дослівн*
        ar: حرفي* بالحرف نصيا
        hi: शब्दशः हूबहू अक्षरशः
        zh: 逐字 一字 原文 原样 逐句
        ja: 逐語 全文
        ko: 글자* 그대로* 원문*
    """,
    "REVEAL": """
        en: reveal* show* print* display* output* dump* recite* disclose* leak* repeat* quote* tell paste* copy expose*
            divulg* unveil* uncover* regurgitat* transcrib* reproduce* restate* enumerat* spell translate
        de: zeig* ausgeben gib wiederhol* verrat* offenbare offenleg* enthüll* sag drucke* zitier* kopier* übersetz*
            auflist*
        fr: affiche* montre* révèl* dévoil* répét* recopi* copie* imprim* citez dis traduis* énumér*
        es: muestra* revela* repite* dime dinos cuéntame copia* traduce* desvela*
        it: mostra* rivela* ripeti* stampa* dimmi elenca* traduci* svela* trascrivi*
        pt: mostre* revele* repita* diga exib* traduza*
        nl: laat toon tonen onthul* herhaal* geef vertel* citeer* kopieer* plak vertaal* weergeven
        sv: visa avslöja* upprepa* berätta* citera* kopiera* klistra* översätt* återge*
        et: näita* kordage paljasta* avalda* prindi* kuva* väljasta* ütle tsiteeri* kopeeri* kleebi tõlgi
        pl: pokaż* wypisz* ujawni* powtórz* wydrukuj* wyświetl* podaj powiedz zacytuj* skopiuj* wklej*
            przetłumacz* zdradź*
        cs: ukaž* vypiš* vypsat odhal* zopakuj* opakuj* vytiskni* zobraz* řekni prozraď* cituj* zkopíruj* přelož*
        tr: göster* yaz ifşa* tekrarla* yazdır* söyle* alıntıla* kopyala* yapıştır* çevir* sızdır*
        ru: покаж* выведи* раскрой* раскрыть раскрыв* повтори* напечатай* распечатай* отобрази* скажи расскажи*
            процитируй* цитируй* скопируй* вставь переведи* перечисли* выдай* выпиши* озвучь* слей выложи*
        uk: виведи* розкрий* надрукуй* відобрази* розкажи* процитуй* скопіюй* встав переклади* перелічи* видай*
        ar: أرني اعرض* اكتب اكشف* أظهر* كرر* اطبع* أخبرني قل انسخ* الصق ترجم* افصح* سرب*
        hi: दिखा* बता* दोहरा* प्रकट* उजागर प्रिंट कॉपी पेस्ट अनुवाद खुलासा
        zh: 显示 输出 透露 泄露 披露 公开 告诉 重复 复述 打印 展示 列出 复制 粘贴 翻译 说出
        ja: 見せ 出力 教え 表示 開示 明か 繰り 印刷 翻訳 暴露 漏ら 引用 転記
        ko: 보여* 출력* 꺼내* 알려줘* 알려주* 알려달* 공개해* 밝혀* 누설* 반복* 인쇄* 말해* 복사* 붙여넣* 번역* 인용* 나열*
    """,
    "DISABLE": """
        en: disabl* deactivat* switch-off suspend* mute muted muting silenc* suppress*
        de: abschalt* abgeschalt* deaktivier* ausschalt* ausgeschalt* schalte abstell* stummschalt* unterdrück*
        fr: désactiv* coupez couper éteins éteindre neutralis*
        es: apaga* deshabilit*
        it: disattiv* spegni* disabilit* sospend*
        pt: desativ* desliga* desabilit*
        nl: uitschakel* uitgeschakeld schakel uitzetten deactiveer* onderdruk*
        sv: stäng* inaktiv* avaktiv* undertryck*
        et: lülita* keela* deaktiveeri*
        pl: wyłącz* dezaktywuj* wycisz*
        cs: vypni* vypnout vypnut* vypínej deaktivuj* potlač*
        tr: kapat* devre etkisizleştir* sustur* pasifleştir*
        ru: отключ* выключ* деактив* заглуши* подави подавл*
        uk: вимкн* вимик* відключ* деактивуй*
        ar: عطّل* تعطيل* أوقف* أطفئ
        hi: बंद निष्क्रिय* अक्षम*
        zh: 关闭 禁用 停用 关掉 解除
        ja: オフ 無効 切っ
        ko: 꺼* 끄고 끄기 끄세요 비활성* 해제*
    """,
    "FILTER": """
        en: filter* guardrail* safeguard* moderation moderator moderated censor* guard-rail
        de: zensur* schutzmechanism* schutzvorkehrung* leitplanke*
        fr: filtre* censure*
        es: filtro* censura* salvaguard*
        nl: censuur
        et: tsensuur*
        pl: filtr* cenzur* zabezpieczen*
        tr: sansür*
        ru: фильтр* цензур* модерац*
        uk: фільтр*
        ar: فلاتر الفلاتر فلتر* الرقابة رقابة المرشحات
        hi: फ़िल्टर* सेंसर सेंसरशिप
        zh: 过滤 护栏 屏蔽 筛选
        ja: ィル ルタ 検閲
        ko: 필터* 검열* 가드레일* 안전장치*
    """,
    "SAFETY": """
        en: safety security ethic* moral* alignment mfa 2fa
        de: sicherheit* ethik*
        fr: sécurité éthique*
        es: seguridad ética*
        it: sicurezza
        pt: segurança
        nl: veiligheid* ethiek beveiliging*
        sv: säkerhet* etik*
        et: turva* ohutus* eetika*
        pl: bezpieczeństw* etyk*
        cs: bezpečnost*
        tr: güvenlik* güvenliğ*
        ru: безопасност* этик* этичн*
        uk: безпек* етик* етичн*
        ar: الأمان أمان السلامة سلامة الأمن الأخلاق* أخلاق*
        hi: सुरक्षा नैतिक*
        zh: 安全 伦理 道德
        ja: 倫理 道徳
        ko: 안전* 보안* 윤리* 도덕*
    """,
    "WARNINGS": """
        en: warning* disclaim* caveat*
        de: warnhinweis* warnung* haftungsausschluss* vorbehalt*
        fr: avertissement*
        es: advertenc* descargo
        it: avvertenz* avvertiment* avviso
        pt: aviso*
        nl: waarschuwing*
        sv: varning* förbehåll*
        et: hoiatus* lahtiütlus*
        pl: ostrzeż* zastrzeżen*
        cs: varování upozornění výstrah*
        tr: uyarı* feragatname
        ru: предупрежден* дисклеймер* оговорк*
        uk: попереджен* застережен*
        ar: تحذير* اخلاء
        hi: चेतावनी अस्वीकरण
        zh: 警告 免责
        ja: 免責
        ko: 경고* 면책*
    """,
    "AUTHORITY": """
        en: administrator* admin* sysadmin developer* creator* operator* owner ceo cto ciso management compliance vendor
            supervisor* manager boss executive* auditor* officer police anthropic openai maintainer* regulator* sysop
            director directors
        de: systemadministrator* entwickler* chef geschäftsführ* vorgesetzt* prüfer polizei hersteller betreiber
        fr: administrateur* développeur* directeur* patron auditeur* fournisseur créateur*
        es: administrador* desarrollador* jefe* policía proveedor* creador* gerente*
        it: amministratore sviluppatore capo direttore revisore polizia fornitore creatore
        pt: desenvolvedor* chefe fornecedor* criador* diretor*
        nl: beheerder* ontwikkelaar* baas leverancier* politie
        sv: utvecklar* leverantör* polis revisor* skapare*
        et: administraator* arendaja* juht ülemus* tegevjuht audiitor* politsei tarnija* looja*
        pl: twórc* szef* kierownik* prezes* audytor* policj* dostawc* programist*
        cs: správce vývojář* šéf šéfe ředitel* policie dodavatel* tvůrc* vedoucí
        tr: yönetici* geliştirici* müdür* denetçi* tedarikçi* sahibi kurucu*
        ru: администратор* разработчик* начальник* руководител* директор* аудитор* полици* поставщик* создател*
            владел*
        uk: адміністратор* розробник* керівник* постачальник* творц* власник* поліці*
        ar: المسؤول مسؤول المطور* المدير مدير* الرئيس المالك الشرطة المدقق المورد
        hi: मैनेजर एडमिनिस्ट्रेटर डेवलपर* मालिक बॉस निदेशक पुलिस ऑडिटर प्रशासक
        zh: 管理 发者 老板 上级 警察 审计 厂商 总裁 经理 主管
        ja: 開発 発者 上司 社長 監査
        ko: 관리자* 개발자* 상사* 대표* 감사관* 경찰* 운영자* 소유자* 제작자* 벤더*
    """,
    "PRIVILEGE": """
        en: privileg* root superuser* sudo* eleva* grant* promot* rights permissions ownership adminright*
            fullaccess
        de: adminrecht* berechtigung* zugriffsrecht* gewähre gewähren befördere* vollzugriff
        fr: droits accorde accorder accordez octroi* promeus promouvoi* superutilisateur* habilitation*
        es: derechos otorga* concede* conceda* superusuario* permisos
        it: diritti concedi* promuovi* permessi
        pt: direitos promova* permissões
        nl: rechten verleen* beheerdersrecht*
        sv: rättighet* behörighet* bevilja*
        et: õigus* privileeg* ülenda*
        pl: uprawnien* przywilej* nadaj nadać awansuj*
        cs: oprávnění práva uděl udělte povýš*
        tr: yetkiler* yetkisi* ayrıcalık* yükselt* süperkullanıcı*
        ru: права привилеги* полномочи* повыс* предоставь* суперпользовател* рут
        uk: привіле* повноваж* надай* підвищ*
        ar: صلاحيات الصلاحيات صلاحية* امتياز* امنح*
        hi: अधिकार विशेषाधिकार अनुमतियां प्रदान
        zh: 权限 特权 提权 授予 超级
        ja: 権限 特権 付与 昇格
        ko: 권한* 특권* 부여* 승격* 관리자권한* 루트*
    """,
    "AUTHORIZE": """
        en: authoriz* authoris* clearance cleared approved approv* permission sanctioned permitted consent* vetted
            legitimate confirmed verified
        de: autorisier* erlaube erlaubt erlaubnis* genehmig* freigegeben freigabe* befugt* befugnis* berechtigt
            zugelassen bewilligt
        fr: autoris* approuv* permis
        es: autoriz* aprobad* permiso permitido consentimiento
        it: approvat* permesso consentito
        pt: aprovad* permissão
        nl: toestemming goedgekeurd geautoriseerd gemachtigd machtiging* bevoegd* toegestaan
        sv: tillåtelse tillstånd godkänd* behörig auktoris*
        et: luban luba lubatud volitatud volitus* kinnitatud heakskiit*
        pl: upoważni* zatwierdzon* autoryz* pozwoleni* zezwoleni* zgoda zgodę
        cs: opravňuji oprávněn schválen* povolen* autorizov* svolení ověřeno
        tr: yetki yetkili* onay*
        ru: разрешаю разрешен* одобрен* санкционирован* согласован* авторизован* уполномочен*
        uk: дозволяю дозвіл дозволен* схвален* погоджен* уповноважен*
        ar: أسمح مسموح مصرح* الإذن موافق* مخول معتمد
        hi: अनुमति अधिकृत स्वीकृत मंजूरी मंज़ूर
        zh: 授权 批准 许可 允许 核准 审批 許可
        ja: 承認 認可 了承 決裁
        ko: 허가* 승인* 허용* 인가된
    """,
    "URGENT": """
        en: urgent* emergenc* critical immediat* asap promptly hurry
        de: notfall* dringend* sofort unverzüglich eilig* umgehend
        fr: urgenc* critique
        es: emergencia inmediat* crítico
        it: emergenza urgenz* subito
        pt: imediat*
        nl: noodgeval* onmiddellijk spoed* kritiek
        sv: nödläge* brådskande omedelbart akut* genast
        et: hädaolukord* kiireloomuline viivitamatult kriitiline
        pl: awaryjn* pilne pilnie pilny natychmiast* krytyczn*
        cs: nouzov* naléhav* okamžitě ihned kritick*
        tr: acil* derhal kritik
        ru: срочн* немедленно экстренн* критичн* аварийн*
        uk: терміново терміновий негайно екстрен*
        ar: طوارئ الطوارئ عاجل* فورا حرج
        hi: आपातकाल आपात* ज़रूरी तुरंत अत्यावश्यक फौरन
        zh: 紧急 立即 立刻 马上 火速 加急
        ja: 緊急 至急 直ち 早急
        ko: 긴급* 즉시* 급히 시급* 당장* 비상*
    """,
    "PRETEND": """
        en: pretend* imagin* roleplay act simula* impersonat* emulat* suppose supposing portray* embody
            envision
        de: tu-so stell erfinde vorstellen spiel simulier* verkörper* angenommen rollenspiel*
        fr: fais semblant joue jouez incarne* simule* supposons
        es: finge fingir fingiendo supón supongamos actúa
        it: fingi* fingere finta immagin* supponi* recita
        pt: finja* fingindo suponha atue
        nl: doe-alsof alsof stel speel verbeeld* simuleer*
        sv: låtsa* föreställ* spela
        et: teeskle* kujuta kujutle* mängi oleta simuleeri*
        pl: udawaj* udaj wyobraź* zagraj odegraj symuluj* załóżmy wciel*
        cs: předstírej* představ* hraj zahraj simuluj* vžij
        tr: davran* taklit* hayal* farz* canlandır* oyna*
        ru: притворись* притворя* представь* вообрази* сыграй* играй изобрази* допустим сымитируй* имитир*
            симулир*
        uk: уяви* уявімо вдавай* прикинься* удавай* зіграй* грай припустімо імітуй* симулюй*
        ar: تظاهر* تخيل* تقمص* العب افترض*
        hi: ऐसा-दिखाओ कल्पना नाटक अभिनय बहाना
        zh: 假装 想象 扮演 模拟 充当 装作 假扮 冒充
        ja: ふり 演じ 想像 真似
        ko: 척 척해* 척하* 상상* 흉내* 시뮬레이션* 역할극* 행세*
    """,
    "NO_LIMITS": """
        en: unrestricted unfiltered uncensored unlimited limitless jailbreak* jailbroken unbounded unconstrained
            unrestrained unchained unleashed unshackled unmoderated amoral godmode
        de: ohne-regeln uneingeschränkt* unzensiert* ungefiltert* grenzenlos* schrankenlos entfesselt* regellos
        fr: sans-règle illimité* débridé*
        es: sin-reglas ilimitad* irrestrict* desenfrenad*
        it: senza-regole illimitat* sfrenat*
        pt: sem-regras irrestrit*
        nl: zonder-regels onbeperkt* ongecensureerd* ongefilterd* grenzeloos
        sv: utan-regler obegränsad* ocensurerad* ofiltrerad* gränslös*
        et: ilma-reeglite piiramatu* tsenseerimata filtreerimata piiranguteta
        pl: bez-zasad nieograniczon* nieocenzurowan* niefiltrowan* bezgraniczn*
        cs: bez-pravidel neomezen* necenzurovan* nefiltrovan* bezmezn*
        tr: kuralsız sınırsız* sansürsüz* filtresiz* kısıtlamasız*
        ru: без-правил неограниченн* безграничн* нецензурн* нефильтрованн* безлимит*
        uk: необмежен* безмежн* нецензурован*
        ar: بلا-قواعد لامحدود اللامحدود
        hi: बिना-नियम असीमित अनियंत्रित बेलगाम
        zh: 无限 不受 无拘 越狱 无约
        ja: 制限 無制 脱獄
        ko: 제한* 무제한* 탈옥*
    """,
    "REFUSE": """
        en: refus* decline* reject* apolog*
        de: ablehn* verweiger* entschuldig*
        fr: rejet* excuse*
        es: rechaza* niegue* niega* disculpa* rehús*
        it: rifiut* scus* negarti
        pt: recus* negue* desculpa*
        nl: weiger* afwijz*
        sv: vägra vägrar vägrade vägran avböj* avvisa* ursäkt*
        et: keeldu* vabanda*
        pl: odmawia* odmów* odrzuca* przeprasza*
        cs: odmít* omlouv* omluv*
        tr: reddet* özür
        ru: отказыва* откаж* отказ извиня* извинени*
        uk: відмов* вибача* відхиля*
        ar: يرفض ترفض ارفض رفض* الرفض تعتذر اعتذار*
        hi: मना इनकार इंकार माफ़ी
        zh: 拒绝 婉拒 道歉 抱歉
        ja: 断ら 断っ 断る 拒否 謝罪
        ko: 거절* 거부* 죄송*
    """,
    "AI": """
        en: ai assistant* chatbot* bot llm model* agent* chatgpt gpt* claude copilot* robot*
        de: ki assistent* sprachmodell*
        fr: ia modèle*
        es: asistente* modelo*
        it: modello*
        nl: taalmodel*
        sv: språkmodell*
        et: tehisaru tehisintellekt* mudel* keelemudel*
        pl: asystent* sztuczn*
        cs: asistent* umělá
        tr: asistan* yapay zekâ
        ru: ии ассистент* помощник* нейросет* модел* бот
        uk: ші асистент* помічник* нейромереж*
        ar: مساعد* الذكاء النموذج نموذج* روبوت* البوت
        hi: सहायक* एआई मॉडल बॉट कृत्रिम
        zh: 助手 人工 模型 智能
        ja: アシ 知能
        ko: 어시스턴트* 인공지능* 에이아이 챗봇* 모델* 비서* 봇
    """,
    "SECRET": """
        en: password* passwd passphrase* passcode* credential* creds secret* apikey* apitoken* token* privatekey*
            privkey* secretkey* accesskey* authtoken* accesstoken* clientsecret* sshkey* connectionstring* connstr
            dotenv keystore* keychain* mnemonic bearer jwt otp cvv
        de: passwort* kennwort* zugangsdaten anmeldedaten schlüssel* geheimnis*
        fr: mdp motdepasse* identifiants clé clés jeton*
        es: contraseña* credencial* clave claves
        it: credenzial* chiave chiavi segreto segreti
        pt: senha* chave chaves segredo*
        nl: wachtwoord* sleutel* inloggegevens toegangsgegevens
        sv: lösenord* nyckel* nycklar inloggningsuppgifter hemlighet*
        et: parool* salasõna* võti võtme* saladus*
        pl: hasł* haseł klucz klucze kluczy klucza kluczem poświadczen* sekret sekrety
        cs: hesl* hesel klíč klíče klíčů klíčem přihlašovací tajemství
        tr: şifre* parolayı parolası parolanı parolanız anahtar* sırlar
        ru: парол* ключ ключи ключа ключей ключом токен* учётн* секрет* креды
        uk: облікові таємниц*
        ar: المرور السر الأسرار أسرار المفتاح مفتاح مفاتيح الاعتماد التوكن توكن
        hi: पासवर्ड कुंजी टोकन क्रेडेंशियल* रहस्य पासकोड
        zh: 密码 口令 密钥 令牌 凭据 凭证 秘钥 私钥
        ja: スワ 暗号 密鍵 号鍵 証情 クン 暗証
        ko: 비밀번호* 암호* 패스워드* 토큰* 자격증명* 키 키를 키가 시크릿* 비밀키* 개인키* api키*
    """,
    "EXFIL": """
        en: send* forward forwarded upload* email emails mail* webhook* pastebin* exfil exfiltrat* transmit*
            outside extern* bcc ngrok requestbin
        de: schick* weiterleit* hochlad* übermittl* übermittel*
        fr: envoy* envoie* transfer* télévers* courriel*
        es: envía* envíe reenvía* súbelo transfiere correo*
        it: invia* inoltra* spedisci* trasferisci* estern*
        pt: encaminh* transfira*
        nl: stuur* verstuur* verzend* doorsturen
        sv: skicka* vidarebefordra* mejla*
        et: saatke edasta* välisele välisesse meili*
        pl: wyślij* wysłać prześlij* przekaż wgraj* zewnętrzn*
        cs: pošli* odešli* přepošli* nahraj*
        tr: gönder* ilet iletin iletmek harici* posta
        ru: отправ* перешли* пересла* выгрузи* внешн* почту почта почтой вебхук*
        uk: надішли* відправ* зовнішн* пошт*
        ar: أرسل* خارجي* البريد بريد*
        hi: भेज भेजो भेजिए भेजना फ़ॉरवर्ड अपलोड बाहरी ईमेल
        zh: 发送 转发 上传 外部 邮箱 外发
        ja: 送信 転送 送っ 宛て
        ko: 보내* 전송* 업로드* 전달* 외부* 이메일*
    """,
    "DESTROY": """
        en: delete* deletion* wipe* erase* purge* drop dropped destroy* destruc* truncat* shred* obliterat* nuke
            overwrite* expunge*
        de: lösch* vernichte* zerstör* tilge*
        fr: supprime* efface* détrui* écrase*
        es: borra borrar bórralo borren borres borrado borrados elimin* destru*
        it: cancella cancellare cancellate cancellato cancellali distruggi* svuota*
        pt: apague* exclua*
        nl: verwijder* wis gewist vernietig* leegmaken
        sv: radera* förstör förstöra rensa* utplåna*
        et: kustuta* hävita* tühjenda*
        pl: usuń* skasuj* wymaż* zniszcz* wyczyść*
        cs: smaž* vymaž* znič*
        tr: sil silin silmek silerek silindi sildi imha*
        ru: удали* удаля* сотри* стереть уничтож* очисти* снеси* затри*
        uk: видали* видаля* зітри* знищ*
        ar: احذف* حذف* امسح* دمر* أتلف* امح
        hi: हटा* मिटा* नष्ट डिलीट
        zh: 删除 删掉 清空 销毁 抹除 擦除 清除 毁掉
        ja: 削除 消去 破壊 抹消 消し
        ko: 삭제* 지워* 지우* 파기* 파괴*
    """,
    "STEALTH": """
        en: quietly silently secretly covert* discreet* unnoticed undetected stealth* surreptitious* unannounced
            invisibly unobtrusively sneak*
        de: heimlich* stillschweigend* unbemerkt unauffällig* insgeheim lautlos
        fr: discrètement silencieusement secrètement furtivement
        es: silenciosamente secretamente discretamente sigilosamente escondidas calladamente desapercibid*
            furtivamente
        it: silenziosamente segretamente inosservat*
        pt: despercebid*
        nl: stilletjes stiekem ongemerkt heimelijk onopgemerkt geruisloos
        sv: tyst* smyg obemärkt diskret
        et: vaikselt salaja märkamatult vargsi teavitamata
        pl: cichu cicho potajemnie dyskretnie niepostrzeżenie ukradkiem
        cs: potichu nepozorovaně nenápadně diskrétně
        tr: sessizce gizlice ettirmeden çaktırmadan habersizce
        ru: тихо незаметно тайно скрытно втихую молча негласно бесшумно
        uk: непомітно таємно потай мовчки нишком
        ar: بصمت سرا خلسة بهدوء خفية
        hi: चुपचाप चुपके गुपचुप छुपकर
        zh: 悄悄 偷偷 暗中 默默 私下 悄然 暗地
        ja: 密か 黙っ 無断
        ko: 몰래* 조용히* 은밀히 슬쩍* 알리지*
    """,
    "BYPASS": """
        en: bypass* skip* waive* circumvent* sidestep* evade* exempt* forgo forego confirmation*
            verification* unverified unreviewed
        de: umgeh* überspring* auslass* verzicht* bestätigung* verifizierung* überprüfung*
        fr: contourne* saute sautez renonce* dispense*
        es: salta* elude* esquiva* confirmación* verificación*
        it: aggira* conferma* verifica* eludi* scavalca*
        pt: pule pular contorn* burle burlar confirmação* verificação*
        nl: omzeil* overslaan bevestiging* verificatie*
        sv: kringgå* hoppa skippa* bekräftelse* verifiering* verifikation* avstå
        et: möödahiilim* kontrollita kinnitus* verifitseeri*
        pl: pomiń* obejdź* obejści* potwierdzeni* weryfikacj*
        cs: přeskoč* obejdi* obejít vynech* potvrzení* ověření verifikac*
        tr: atla atlayın atlayarak atlat* baypas* doğrulama* teyit* onaysız
        ru: обойди* обход* пропусти* пропуск* минуя подтверждени* верификац*
        uk: обійди* оминь* оминаючи підтвердженн* верифікац*
        ar: تخطى تخطي تجاوز* تحايل التحقق تأكيد
        hi: बायपास पुष्टि सत्यापन
        zh: 跳过 略过 绕过 规避 免去 验证 无需
        ja: 飛ば 回避 検証
        ko: 건너뛰* 생략* 우회* 검증*
    """,
    "NEW": """
        en: new real actual genuine revised
        de: neu neue* echte* eigentliche* wahre wahrer wahres tatsächlich*
        fr: nouveau* nouvelle* nouvel vrai* véritable* réel réelle*
        es: nuevo* nueva* verdadero* verdadera* reales
        it: nuov* vero vera reale effettiv*
        pt: novo nova novas novos verdadeir*
        nl: nieuwe* nieuw echte werkelijke ware
        sv: ny nya nytt verkliga riktiga egentliga sanna
        et: uus uue* uued tõeline* tegelik*
        pl: nowe nowy nowa nowego nowych prawdziw* rzeczywist*
        cs: nový nové skutečn* opravdov*
        tr: yeni gerçek asıl
        ru: нов* настоящ* реальн* истинн* подлинн*
        uk: справжн* дійсн* істинн*
        ar: جديد جديدة الجديدة الجديد الحقيقية الحقيقي حقيقي* الفعلية
        hi: नया नई नए असली वास्तविक
        zh: 新的 全新 真正 真实
        ja: 新し 新た 本当 真の 本来
        ko: 새로운* 새 진짜* 실제* 진정한
    """,
    "TASK": """
        en: task* job jobs assignment* mission* objective* goal* purpose duty duties
        de: aufgabe* auftrag* ziel*
        fr: tâche* objectif*
        es: tarea* misión* objetivo* encargo
        it: compito* obiettivo* incarico* scopo
        pt: tarefa* missão
        nl: taak opdracht* doel doelstelling*
        sv: uppgift* uppdrag* målet
        et: ülesan* eesmärk* missioon*
        pl: zadań* misj* cel
        cs: úkol* cíl
        tr: görev* amaç* hedef*
        ru: задач* задани* цель миссия поручени*
        uk: завдан* мета місі* доручен*
        ar: مهمة المهمة مهمتك مهام هدف* الهدف
        hi: कार्य मिशन लक्ष्य उद्देश्य
        zh: 任务 目标 使命
        ja: 任務 タス 目標 役目
        ko: 작업* 임무* 과제* 목표* 태스크*
    """,
    "MODE": """
        en: mode modes persona personas personality character role alterego
        de: modus rolle charakter*
        fr: personnage* personnalité
        es: modo rol personaje*
        it: modalità ruolo personaggio*
        pt: papel personagem
        nl: personage
        sv: rollen karaktär*
        et: režiim* rolli rollis tegelaskuju tegelane
        pl: tryb* rola roli postać postaci
        cs: režim* postava
        tr: mod modu modda rolü karakter*
        ru: роль роли персонаж* личност*
        ar: الوضع الدور شخصية الشخصية
        hi: मोड भूमिका किरदार पात्र
        zh: 模式 角色 人设 人格
        ja: モー 役割 ルソ
        ko: 모드* 역할* 페르소나* 캐릭터* 인격*
    """,
    "STORY": """
        en: story stories storytelling fiction* novel* screenplay* hypothetical* grandma* grandmother* granny tale
            fairytale* narrative* poem* imaginary fantasy bedtime
        de: geschichte* erzählung* fiktion* fiktiv* roman drehbuch* hypothetisch* großmutter* märchen gedicht*
        fr: récit récits fictif* hypothétique* mamie conte contes poème*
        es: historia historias cuento* ficción* ficticio* novela* guion hipotétic* abuela* poema*
        it: storia* racconto* finzione romanzo* sceneggiatura* ipotetic* nonna* fiaba
        pt: ficção romance roteiro* vovó
        nl: verhaal* fictie* fictief grootmoeder* sprookje*
        sv: berättelse* manus hypotetisk* mormor farmor
        et: lugu jutt jutustus* ilukirjandus* romaan* stsenaarium* hüpoteetili* vanaema*
        pl: historię historii historyjk* opowieść* opowiadani* fikcj* fikcyjn* powieść* scenariusz* hipotetyczn* babci* bajk*
        cs: příběh* fikce scénář scénáře hypotetick* babičk* pohádk*
        tr: hikâye* öykü* kurgu* senaryo* varsayımsal* büyükanne* ninem masal*
        ru: истори* рассказ* сказк* вымышлен* художественн* роман* сценари* гипотетическ* бабушк*
        uk: історі* оповідан* казк* вигадан* сценарі* гіпотетичн* бабус* бабц*
        ar: قصة القصة قصص رواية خيال* سيناريو جدتي
        hi: कहानी कथा उपन्यास काल्पनिक पटकथा दादी नानी
        zh: 故事 小说 虚构 剧本 假设 奶奶 外婆 祖母 童话
        ja: 物語 小説 架空 脚本 仮定 仮に
        ko: 이야기* 소설* 허구* 시나리오* 할머니* 동화* 각본*
    """,
    "ABOVE": """
        en: above aforementioned foregoing beginning hitherto upthread
        de: obige* oben obenstehend* anfang* beginn vorstehend*
        fr: dessus début susmentionné*
        es: arriba inicio principio comienzo
        it: sopra sopracitat* inizio
        pt: acima começo
        nl: bovenstaande boven hierboven aanvang
        sv: ovan ovanstående början
        et: eespool ülal ülaltoodud* algus*
        pl: powyżej powyższ* początek początku
        cs: výše začátek začátku nahoře
        tr: yukarı* başlangıç* baştaki
        ru: выше вышеуказанн* вышеизложенн* начал*
        uk: вище вищезазначен* початок початку
        ar: أعلاه أعلى بداية البداية المذكور*
        hi: ऊपर उपरोक्त शुरुआत आरंभ
        zh: 上面 上述 以上 前面 开头 上文
        ja: 上記 冒頭 上の 先頭
        ko: 위의 위에* 상기* 앞부분* 처음*
    """,
    "NOTE_TO_AI": """
        en: note notes nb notice attention important importantly reminder remember fyi psst
        de: hinweis* achtung wichtig* beachte* erinnerung* anmerkung* notiz*
        fr: remarque* nota importante rappel* avis
        es: atención recordatorio* recuerda
        it: attenzione promemoria ricorda*
        pt: atenção lembre* observação* obs
        nl: opmerking* belangrijk* herinnering* onthoud notitie*
        sv: observera viktig* påminnelse* ihåg notera anteckning*
        et: märkus märkused tähelepanu oluline tähtis* meeldetuletus*
        pl: uwaga uwagi ważn* przypomnieni* pamiętaj notatk*
        cs: poznámk* pozor důležit* připomínk* pamatuj
        tr: dikkat* önemli* hatırlatma*
        ru: примечани* внимание важн* напоминани* помни заметк*
        uk: примітк* увага важлив* нагадуван*
        ar: ملاحظة تنبيه انتباه مهم هام تذكير تذكر
        hi: नोट ध्यान महत्वपूर्ण याद सूचना
        zh: 注意 提醒 重要 备注
        ja: 備考 メモ 留意
        ko: 참고* 주의* 중요* 알림* 메모* 명심* 유의*
    """,
    "YOU": """
        en: you your yours yourself yourselves ur
        de: dein* dich dir euch euer eure
        fr: tu toi vous votre vos ton tes
        es: tú usted ustedes tus vuestr*
        it: tuo tua tuoi tue voi vostr*
        pt: você* teu teus tuas
        nl: jij jou jouw jullie uw
        sv: din ditt dina dig
        et: sina sinu sul sulle sind teie
        pl: ty twój twoja twoje twoich twoim ciebie tobie wasz*
        cs: ty tvůj tvoje tvoji tvého tvém tebe tobě váš vaše vás vám
        tr: sen senin sana seni sizin size siz sizi
        ru: ты твой твоя твоё твои твоих тебя тебе вы ваш* вас вам
        uk: ти твій твоя твоє твої твоїх тебе тобі ви ваш* вас вам
        ar: أنت انت لديك عليك منك إليك
        hi: तुम तुम्हारा तुम्हारे तुम्हारी आप आपका आपके आपकी तेरा तेरे
        zh: 你的 您的 你们 你是
        ko: 당신* 너의 너는 너가 네가 니가
    """,
    "ME": """
        en: me my mine myself
        de: mich mir mein*
        fr: moi mon mes
        es: mí mis
        it: mio mia miei mie
        pt: meu minha meus minhas mim
        nl: mij mijn
        sv: mig mitt mina
        et: mulle minu mind
        pl: mnie mój moja moje moich moim
        cs: mně můj mého mém
        tr: bana beni benim
        ru: мне меня мой моя моё мои моих
        uk: мені мене мій моя моє мої моїх
        ar: لي لدي
        hi: मुझे मेरा मेरे मेरी
        zh: 我的 给我
        ko: 나의 나를 나한테 저한테 저의 제게
    """,
}


@functools.cache
def _tables() -> tuple[dict[str, str], dict[int, dict[str, str]]]:
    # `_features` reads a token that mixes letters with look-alike digits as letters before asking for its concept,
    # and the fold makes some letters digits (Cyrillic be is the digit six), so an entry is read the same way.
    # Imported here: `_features` imports this module.
    from deputy.core.guards._features import _unleet

    words: dict[str, str] = {}
    stems: dict[int, dict[str, str]] = {}
    for concept, spec in _CONCEPTS.items():
        for entry in spec.split():
            if entry.endswith(":"):  # a line's language label
                continue
            stem = entry.endswith("*")
            written = entry.rstrip("*").replace("-", " ")
            # The fold maps some capitals to other look-alikes than their small letters (a capital Cyrillic ve to
            # `b`, a capital ze to `3`), so a word that starts a sentence or is written in capitals is entered as it
            # reads then too; the entry as written wins over another's variant, and no variant becomes a Latin word
            # that was not one.
            for variant, form in enumerate((written, written[:1].upper() + written[1:], written.upper())):
                folded = _unleet(matching_view(form).replace(" ", ""))
                if not folded or (variant and folded.isascii() and not written.isascii()):
                    continue
                table = stems.setdefault(len(folded), {}) if stem else words
                if variant:
                    table.setdefault(folded, concept)
                else:
                    table[folded] = concept
    return words, dict(sorted(stems.items(), reverse=True))


def concept_of(token: str) -> str | None:
    """The concept a token stands for (an exact word first, then the longest stem), or None."""
    words, stems = _tables()
    found = words.get(token)
    if found is not None:
        return found
    for length, table in stems.items():
        if len(token) >= length:
            found = table.get(token[:length])
            if found is not None:
                return found
    return None
