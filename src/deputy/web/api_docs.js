// Starts Swagger UI on the page `deputy/web/api_docs.py` renders. A file, not an inline script: the server's
// content security policy runs only scripts it serves. The OpenAPI document's URL is the page's one setting.
(function () {
  'use strict';
  var root = document.getElementById('swagger-ui');
  window.ui = SwaggerUIBundle({
    url: root.dataset.openapiUrl,
    dom_id: '#swagger-ui',
    layout: 'BaseLayout',
    deepLinking: true,
    showExtensions: true,
    showCommonExtensions: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIBundle.SwaggerUIStandalonePreset],
  });
})();
