import type { alertMessages, apiErrorMessages, leadRequestMessages, validationMessages } from './messages.js';
import { formMessagesEs } from './messages.es.js';
import type { sellerMessages } from './seller.js';
import { sellerTextsEs } from './seller.es.js';
import type { tourMessages } from './tours.js';
import { tourTextsEs } from './tours.es.js';

/** The texts of an object of messages. */
type TextsOf<T> = T[keyof T];

/**
 * Every message of a lead endpoint's 400 (decision 0033): the body's message and each field issue
 * the lead schemas can produce. Typed, so a rule added without its Spanish fails the type check.
 */
export type LeadValidationMessage =
  | TextsOf<typeof validationMessages>
  | TextsOf<typeof leadRequestMessages>
  | TextsOf<typeof alertMessages>
  | TextsOf<typeof sellerMessages>
  | TextsOf<typeof tourMessages>
  | typeof apiErrorMessages.invalidBody
  | typeof apiErrorMessages.malformedJson
  | typeof apiErrorMessages.nestedTooDeep;

/** The lead endpoints' validation messages in Spanish (es-US, usted): the API answers them to `Accept-Language: es`. */
export const leadValidationMessagesEs = {
  // The spec's field messages: the same Spanish the forms show.
  'Please enter your name': formMessagesEs['Please enter your name'],
  'Please enter a valid email address': formMessagesEs['Please enter a valid email address'],
  'Please enter a valid phone number': formMessagesEs['Please enter a valid phone number'],
  'Please enter your message': formMessagesEs['Please enter your message'],
  'Please select your interest': formMessagesEs['Please select your interest'],
  'Send the form as a JSON object.': 'Envíe el formulario como un objeto JSON.',
  'Please enter a shorter address': 'Escriba una dirección más corta',
  'Please choose one of the listed options': 'Elija una de las opciones de la lista',
  'Leave this field empty': 'Deje este campo vacío',
  'A site path starting with /.': 'Una ruta del sitio que empiece por /.',
  'The request body is invalid.': 'El cuerpo de la solicitud no es válido.',
  'The request body is not valid JSON.': 'El cuerpo de la solicitud no es JSON válido.',
  'The request body is nested too deeply.': 'El cuerpo de la solicitud tiene demasiados niveles anidados.',
  'Please choose how often to get alerts': 'Elija con qué frecuencia desea recibir alertas',
  'Please agree to receive these e-mails': 'Acepte recibir estos correos electrónicos',
  'Please choose a valid search': 'Elija una búsqueda válida',
  'Send either a search or a property id.': 'Envíe una búsqueda o el identificador de una propiedad.',
  'This home is not listed on our site.': 'Esta casa no está publicada en nuestro sitio.',
  'No such alert.': 'No existe esa alerta.',
  'Send an action: frequency, pause, resume or delete-all.': 'Envíe una acción: frequency, pause, resume o delete-all.',
  'Please enter the street address': sellerTextsEs['Please enter the street address'],
  'Please choose the city': sellerTextsEs['Please choose the city'],
  'Please enter a 5-digit ZIP code': sellerTextsEs['Please enter a 5-digit ZIP code'],
  'Please choose the type of home': sellerTextsEs['Please choose the type of home'],
  'Please enter the number of bedrooms': sellerTextsEs['Please enter the number of bedrooms'],
  'Please enter the number of bathrooms (halves allowed)': sellerTextsEs['Please enter the number of bathrooms (halves allowed)'],
  'Please enter the living area in square feet (200 to 50,000)': sellerTextsEs['Please enter the living area in square feet (200 to 50,000)'],
  'Please choose the condition': sellerTextsEs['Please choose the condition'],
  'Please choose when you may sell': sellerTextsEs['Please choose when you may sell'],
  ...(({ 'In person': _inPerson, 'By video': _byVideo, ...messages }) => messages)(tourTextsEs),
} as const satisfies Record<LeadValidationMessage, string>;
