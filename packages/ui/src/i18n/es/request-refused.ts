/** The page of a request the site refused (es-US, usted): why, that nothing was kept, what to do. */
export const requestRefusedEs = {
  'Error code {status}': 'Código de error {status}',
  'This form was sent from another site': 'Este formulario se envió desde otro sitio',
  'For your safety, our forms only work from the pages of this site. Nothing was sent or saved. If you meant to send it, open the form on our site and send it from there.':
    'Por su seguridad, nuestros formularios solo funcionan desde las páginas de este sitio. No se envió ni se guardó nada. Si quería enviarlo, abra el formulario en nuestro sitio y envíelo desde allí.',
  'This form is too large to read': 'Este formulario es demasiado grande para leerlo',
  'What was sent is larger than any of our forms takes, so nothing was saved. Please go back, shorten what you wrote and send it again.':
    'Lo que se envió es más grande de lo que admite cualquiera de nuestros formularios, así que no se guardó nada. Vuelva atrás, acorte lo que escribió y envíelo de nuevo.',
  'This form arrived in a format we cannot read': 'Este formulario llegó en un formato que no podemos leer',
  'Nothing was saved. Please go back and send it again from our page.': 'No se guardó nada. Vuelva atrás y envíelo de nuevo desde nuestra página.',
  'This request could not be read': 'No pudimos leer esta solicitud',
  'The link or form may be incomplete or damaged, so nothing was saved. Please go back and try again, or start again from our homepage.':
    'Puede que el enlace o el formulario estén incompletos o dañados, así que no se guardó nada. Vuelva atrás e inténtelo de nuevo, o empiece otra vez desde nuestra página principal.',
  'Need help? Call us at ': '¿Necesita ayuda? Llámenos al ',
} as const;

declare module '../catalog-es.js' {
  interface SpanishAreas {
    requestRefused: typeof requestRefusedEs;
  }
}
