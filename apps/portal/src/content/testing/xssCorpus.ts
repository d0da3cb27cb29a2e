/**
 * Hostile HTML for the content sanitiser (ADR 063): classic XSS and mutation-XSS (mXSS) vectors,
 * rewritten for this corpus from published research, each naming where its technique comes from.
 * Every payload calls `alert(1)` (or `xss()`); the corpus story replaces both with a tripwire.
 * It is test data, never shown to users; add a vector whenever a new bypass is published.
 */
export const XSS_SOURCES = {
  owasp: 'OWASP XSS Filter Evasion Cheat Sheet (cheatsheetseries.owasp.org)',
  portswigger: 'PortSwigger Web Security Academy, Cross-site scripting cheat sheet',
  html5sec: 'HTML5 Security Cheatsheet, cure53 (html5sec.org)',
  dompurify:
    'cure53/DOMPurify test fixtures (test/fixtures/expect.mjs) and its security advisories',
  mxss: 'Heiderich et al., "mXSS Attacks: Attacking well-secured Web-Applications by using innerHTML Mutations" (CCS 2013)',
  bentkowski:
    'Michał Bentkowski, "Write-up of DOMPurify 2.0.0 bypass using mutation XSS" (2019) and Securitum follow-ups (2020)',
  heyes: 'Gareth Heyes (PortSwigger research): noscript, template and namespace-confusion mXSS',
  clobbering: 'DOM clobbering research (PortSwigger; Heiderich, Späth et al.)',
} as const;

export type XssSource = keyof typeof XSS_SOURCES;

export interface XssVector {
  id: string;
  source: XssSource;
  html: string;
}

const v = (id: string, source: XssSource, html: string): XssVector => ({ id, source, html });

export const XSS_CORPUS: readonly XssVector[] = [
  // Script elements in their many spellings.
  v('script-plain', 'owasp', '<script>alert(1)</script>'),
  v('script-src', 'owasp', '<script src="https://evil.example/x.js"></script>'),
  v('script-case', 'owasp', '<ScRiPt>alert(1)</sCrIpT>'),
  v('script-split', 'owasp', '<scr<script>ipt>alert(1)</scr</script>ipt>'),
  v('script-unclosed', 'owasp', '<script>alert(1)//'),
  v('script-slash-attr', 'owasp', '<script/xss src="data:,alert(1)"></script>'),
  v('script-nested-quotes', 'owasp', '<<script>alert(1);//<</script>'),
  v('script-in-p', 'owasp', '<p>tekst<script>alert(1)</script>meer</p>'),
  v('script-type-module', 'portswigger', '<script type="module">alert(1)</script>'),
  v('script-svg', 'portswigger', '<svg><script>alert(1)</script></svg>'),
  v('script-svg-href', 'portswigger', '<svg><script href="data:,alert(1)"></script></svg>'),
  v('script-math', 'dompurify', '<math><script>alert(1)</script></math>'),
  // Event handlers.
  v('img-onerror', 'owasp', '<img src=x onerror=alert(1)>'),
  v('img-onerror-quoted', 'owasp', '<img src="x" onerror="alert(1)">'),
  v('img-onerror-backtick', 'owasp', '<img src=x onerror=alert`1`>'),
  v(
    'img-onerror-entities',
    'owasp',
    '<img src=x onerror="&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;">',
  ),
  v(
    'img-onerror-hex-entities',
    'owasp',
    '<img src=x onerror="&#x61;&#x6C;&#x65;&#x72;&#x74;&#x28;&#x31;&#x29;">',
  ),
  v('img-slash-separator', 'portswigger', '<img/src/onerror=alert(1)>'),
  v('img-newline-separator', 'portswigger', '<img\nsrc=x\nonerror=alert(1)>'),
  v('body-onload', 'owasp', '<body onload=alert(1)>'),
  v('svg-onload', 'portswigger', '<svg onload=alert(1)>'),
  v('svg-slash-onload', 'portswigger', '<svg/onload=alert(1)>'),
  v('p-onclick', 'owasp', '<p onclick="alert(1)">klik</p>'),
  v('a-onmouseover', 'owasp', '<a href="/" onmouseover="alert(1)">link</a>'),
  v('div-onpointerenter', 'portswigger', '<div onpointerenter=alert(1)>x</div>'),
  v('details-ontoggle', 'portswigger', '<details open ontoggle=alert(1)>'),
  v('input-autofocus', 'portswigger', '<input autofocus onfocus=alert(1)>'),
  v('select-autofocus', 'portswigger', '<select autofocus onfocus=alert(1)></select>'),
  v('textarea-autofocus', 'portswigger', '<textarea autofocus onfocus=alert(1)></textarea>'),
  v('video-onerror', 'portswigger', '<video><source onerror=alert(1)></video>'),
  v('audio-onerror', 'portswigger', '<audio src=x onerror=alert(1)>'),
  v('marquee-onstart', 'portswigger', '<marquee onstart=alert(1)>x</marquee>'),
  v('iframe-onload', 'portswigger', '<iframe onload=alert(1)></iframe>'),
  v('object-onerror', 'portswigger', '<object data=x onerror=alert(1)></object>'),
  v('style-onload', 'portswigger', '<style onload=alert(1)></style>'),
  v(
    'animation-start',
    'portswigger',
    '<style>@keyframes x{}</style><p style="animation-name:x" onanimationstart=alert(1)>x</p>',
  ),
  v(
    'transition-end',
    'portswigger',
    '<p style="transition:color 1s" ontransitionend=alert(1)>x</p>',
  ),
  v('svg-animate-onbegin', 'portswigger', '<svg><animate onbegin=alert(1) attributeName=x dur=1s>'),
  v('svg-set-onbegin', 'portswigger', '<svg><set onbegin=alert(1) attributename=x to=1>'),
  v('handler-unicode-space', 'html5sec', '<img src=x\u000Conerror=alert(1)>'),
  v('handler-null-byte', 'owasp', '<img src=x on\u0000error=alert(1)>'),
  v('form-onsubmit', 'owasp', '<form onsubmit=alert(1)><button>Verstuur</button></form>'),
  v(
    'button-formaction',
    'html5sec',
    '<form><button formaction="javascript:alert(1)">x</button></form>',
  ),
  v('isindex-action', 'html5sec', '<isindex action="javascript:alert(1)" type=image>'),
  v('keygen-autofocus', 'html5sec', '<keygen autofocus onfocus=alert(1)>'),
  // javascript: and friends in urls.
  v('a-javascript', 'owasp', '<a href="javascript:alert(1)">klik</a>'),
  v('a-javascript-case', 'owasp', '<a href="JaVaScRiPt:alert(1)">klik</a>'),
  v('a-javascript-tab', 'owasp', '<a href="jav\tascript:alert(1)">klik</a>'),
  v('a-javascript-newline', 'owasp', '<a href="jav&#x0A;ascript:alert(1)">klik</a>'),
  v(
    'a-javascript-entity',
    'owasp',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">klik</a>',
  ),
  v(
    'a-javascript-padded-entity',
    'owasp',
    '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">klik</a>',
  ),
  v('a-javascript-colon-entity', 'portswigger', '<a href="javascript&colon;alert(1)">klik</a>'),
  v('a-javascript-leading-space', 'owasp', '<a href=" &#14; javascript:alert(1)">klik</a>'),
  v('a-vbscript', 'owasp', '<a href="vbscript:msgbox(1)">klik</a>'),
  v(
    'a-data-html',
    'owasp',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">klik</a>',
  ),
  v('a-http-downgrade', 'owasp', '<a href="http://evil.example/">klik</a>'),
  v('a-ftp', 'owasp', '<a href="ftp://evil.example/">klik</a>'),
  v('a-blob', 'portswigger', '<a href="blob:https://evil.example/x">klik</a>'),
  v('a-protocol-relative-http', 'owasp', '<a href="//evil.example">klik</a>'),
  v('iframe-javascript', 'owasp', '<iframe src="javascript:alert(1)"></iframe>'),
  v(
    'iframe-srcdoc',
    'portswigger',
    '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  ),
  v('object-data-javascript', 'owasp', '<object data="javascript:alert(1)"></object>'),
  v('embed-src', 'owasp', '<embed src="data:text/html,<script>alert(1)</script>">'),
  v('meta-refresh', 'owasp', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'),
  v('base-href', 'owasp', '<base href="javascript:alert(1)//">'),
  v('link-import', 'owasp', '<link rel="import" href="https://evil.example/x.html">'),
  v('form-action', 'owasp', '<form action="javascript:alert(1)"><input type=submit></form>'),
  v(
    'svg-a-xlink',
    'portswigger',
    '<svg><a xlink:href="javascript:alert(1)"><text y=20>klik</text></a></svg>',
  ),
  v(
    'svg-use-data',
    'dompurify',
    '<svg><use href="data:image/svg+xml,<svg id=x xmlns=http://www.w3.org/2000/svg><image href=1 onerror=alert(1) /></svg>#x"></use></svg>',
  ),
  v('math-href', 'dompurify', '<math href="javascript:alert(1)">klik</math>'),
  v(
    'math-maction',
    'dompurify',
    '<math><maction actiontype="statusline#http://x" xlink:href="javascript:alert(1)">klik</maction></math>',
  ),
  v('img-srcset', 'portswigger', '<img srcset="x 1x" onerror=alert(1)>'),
  v('image-input', 'owasp', '<input type=image src=x onerror=alert(1)>'),
  // Styles.
  v('style-expression', 'owasp', '<p style="width: expression(alert(1))">x</p>'),
  v('style-url-javascript', 'owasp', '<p style="background:url(javascript:alert(1))">x</p>'),
  v('style-element-import', 'owasp', '<style>@import "https://evil.example/x.css";</style>'),
  v(
    'style-overlay',
    'owasp',
    '<div style="position:fixed;inset:0;background:#fff">Log opnieuw in</div>',
  ),
  v('link-stylesheet', 'owasp', '<link rel=stylesheet href="https://evil.example/x.css">'),
  // Comments, CDATA, processing instructions, templates.
  v('comment-breakout', 'dompurify', '<!--><img src=x onerror=alert(1)>-->'),
  v('comment-in-attr', 'dompurify', '<p title="<!--"><img src=x onerror=alert(1)>-->">x</p>'),
  v('conditional-comment', 'owasp', '<!--[if gte IE 4]><script>alert(1)</script><![endif]-->'),
  v('cdata-svg', 'dompurify', '<svg><![CDATA[><img src=x onerror=alert(1)>]]></svg>'),
  v('processing-instruction', 'dompurify', '<?xml-stylesheet href="javascript:alert(1)"?><p>x</p>'),
  v('pi-breakout', 'dompurify', '<?x ><img src=x onerror=alert(1)>?>'),
  v('template-content', 'heyes', '<template><img src=x onerror=alert(1)></template>'),
  v(
    'template-shadowroot',
    'dompurify',
    '<div><template shadowrootmode="open"><img src=x onerror=alert(1)></template></div>',
  ),
  // Mutation XSS: markup that changes meaning when serialised and parsed again.
  v('mxss-noscript', 'heyes', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'),
  v(
    'mxss-noembed',
    'heyes',
    '<noembed><img title="</noembed><img src=x onerror=alert(1)>"></noembed>',
  ),
  v(
    'mxss-noframes',
    'heyes',
    '<noframes><img title="</noframes><img src=x onerror=alert(1)>"></noframes>',
  ),
  v('mxss-xmp', 'mxss', '<xmp><img title="</xmp><img src=x onerror=alert(1)>"></xmp>'),
  v(
    'mxss-iframe-text',
    'mxss',
    '<iframe><img title="</iframe><img src=x onerror=alert(1)>"></iframe>',
  ),
  v(
    'mxss-textarea',
    'mxss',
    '<textarea><img title="</textarea><img src=x onerror=alert(1)>"></textarea>',
  ),
  v('mxss-title', 'mxss', '<title><img title="</title><img src=x onerror=alert(1)>"></title>'),
  v('mxss-style-text', 'mxss', '<style><img title="</style><img src=x onerror=alert(1)>"></style>'),
  v('mxss-backtick-attr', 'mxss', '<img src="x` `<script>alert(1)</script>"` `>'),
  v('mxss-svg-p', 'bentkowski', '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">'),
  v(
    'mxss-svg-style-a',
    'bentkowski',
    '<svg><p><style><a id="</style><img src=1 onerror=alert(1)>"></p></svg>',
  ),
  v(
    'mxss-math-mglyph',
    'bentkowski',
    '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
  ),
  v(
    'mxss-math-malignmark',
    'bentkowski',
    '<math><mtext><table><malignmark><style><!--</style><img title="--&gt;&lt;/malignmark&gt;&lt;img src=1 onerror=alert(1)&gt;">',
  ),
  v(
    'mxss-form-nesting',
    'bentkowski',
    '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  ),
  v(
    'mxss-math-mi-style',
    'bentkowski',
    '<math><mi><style><img src=x onerror=alert(1)></style></mi></math>',
  ),
  v(
    'mxss-svg-foreignobject',
    'dompurify',
    '<svg><foreignobject><p><style><p title="</style><img src=x onerror=alert(1)>">',
  ),
  v(
    'mxss-svg-desc',
    'dompurify',
    '<svg><desc><style><img src=x onerror=alert(1)></style></desc></svg>',
  ),
  v('mxss-table-style', 'mxss', '<table><style><img src=x onerror=alert(1)></style></table>'),
  v(
    'mxss-select-template',
    'heyes',
    '<select><template><style><img src=x onerror=alert(1)></style></template></select>',
  ),
  v('mxss-namespace-a', 'dompurify', '<svg><a><math><mi><style><img src=x onerror=alert(1)>'),
  v('mxss-plaintext', 'mxss', '<plaintext><img src=x onerror=alert(1)>'),
  v(
    'mxss-entity-in-rcdata',
    'mxss',
    '<textarea>&lt;/textarea&gt;&lt;img src=x onerror=alert(1)&gt;</textarea>',
  ),
  v('mxss-attr-breakout', 'mxss', '<p title="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;">x</p>'),
  v('mxss-a-title-closing', 'dompurify', '<a title="</a><img src=x onerror=alert(1)>">klik</a>'),
  v('mxss-self-closing-in-attr', 'dompurify', '<p title="/><img src=x onerror=alert(1)>">x</p>'),
  // DOM clobbering: ids and names that shadow globals or document properties.
  v('clobber-id-alert', 'clobbering', '<a id="alert" href="https://evil.example">klik</a>'),
  v('clobber-name-cookie', 'clobbering', '<img name="cookie" src=x>'),
  v('clobber-form-attributes', 'clobbering', '<form id="x"><input name="attributes"></form>'),
  v(
    'clobber-document-body',
    'clobbering',
    '<img name="body" src=x><img name="getElementById" src=x>',
  ),
  v(
    'clobber-anchor-collection',
    'clobbering',
    '<a id="config"></a><a id="config" name="url" href="javascript:alert(1)">x</a>',
  ),
  // Parser oddities and encodings.
  v('utf7-bom', 'owasp', '+ADw-script+AD4-alert(1)+ADw-/script+AD4-'),
  v('half-open-tag', 'owasp', '<img src=x onerror=alert(1)//'),
  v('fake-end-tag', 'html5sec', '</a onmousemove=alert(1)>x'),
  v('attribute-no-quotes-slash', 'html5sec', '<a href=/ onmouseover=alert(1)//>x</a>'),
  v('custom-element-handler', 'portswigger', '<x-vonk onclick=alert(1) tabindex=1>x</x-vonk>'),
  v(
    'unknown-element-autofocus',
    'portswigger',
    '<xss autofocus tabindex=1 onfocus=alert(1)></xss>',
  ),
  v(
    'popover-onbeforetoggle',
    'portswigger',
    '<button popovertarget=x>x</button><div popover id=x onbeforetoggle=alert(1)>x</div>',
  ),
  v(
    'dialog-onclose',
    'portswigger',
    '<dialog open onclose=alert(1)><form method=dialog><button>x</button></form></dialog>',
  ),
  v(
    'svg-animate-href',
    'portswigger',
    '<svg><a><animate attributeName=href values=javascript:alert(1) /><text y=20>klik</text></a></svg>',
  ),
  v('svg-handler-entity-name', 'html5sec', '<svg><image href=x onerror&#x3d;alert(1)>'),
  v('math-xlink', 'html5sec', '<math><a xlink:href="javascript:alert(1)">klik</a></math>'),
  v('xss-function-call', 'dompurify', '<img src=x onerror=xss()><p onclick=xss()>x</p>'),
];
