// 40 messages shared by every app: 30 plain, 6 with one parameter, 4 plurals.
export const plain = [
  ["welcomeBack", "Welcome back to your dashboard", "Bienvenido de nuevo a tu panel"],
  ["searchHomes", "Search homes in your favourite area", "Busca casas en tu zona favorita"],
  ["saveSearch", "Save this search and get alerts", "Guarda esta búsqueda y recibe alertas"],
  ["noResults", "No properties match your filters yet", "Ninguna propiedad coincide con tus filtros"],
  ["resetFilters", "Reset all of the search filters", "Restablecer todos los filtros de búsqueda"],
  ["priceRange", "Choose a price range that fits your budget", "Elige un rango de precios que se ajuste a tu presupuesto"],
  ["bedrooms", "Number of bedrooms you need", "Número de dormitorios que necesitas"],
  ["contactAgent", "Contact the agent about this home", "Contacta con el agente sobre esta casa"],
  ["scheduleVisit", "Schedule a visit at a time that suits you", "Programa una visita a la hora que te convenga"],
  ["mapView", "Switch to the map view", "Cambiar a la vista de mapa"],
  ["listView", "Switch back to the list view", "Volver a la vista de lista"],
  ["sortNewest", "Sort by newest listings first", "Ordenar por los anuncios más recientes"],
  ["sortPrice", "Sort by price from low to high", "Ordenar por precio de menor a mayor"],
  ["favourites", "Your favourite homes are listed here", "Tus casas favoritas aparecen aquí"],
  ["removeFavourite", "Remove this home from favourites", "Quitar esta casa de favoritos"],
  ["shareListing", "Share this listing with a friend", "Comparte este anuncio con un amigo"],
  ["reportProblem", "Report a problem with this listing", "Informa de un problema con este anuncio"],
  ["energyRating", "Energy rating provided by the owner", "Certificado energético facilitado por el propietario"],
  ["mortgageCalc", "Estimate your monthly mortgage payment", "Calcula tu cuota mensual de hipoteca"],
  ["newsletter", "Subscribe to our weekly newsletter", "Suscríbete a nuestro boletín semanal"],
  ["privacy", "We respect your privacy and never sell data", "Respetamos tu privacidad y nunca vendemos datos"],
  ["loginPrompt", "Log in to see more details", "Inicia sesión para ver más detalles"],
  ["createAccount", "Create a free account in one minute", "Crea una cuenta gratuita en un minuto"],
  ["forgotPassword", "Forgot your password? Reset it here", "¿Olvidaste tu contraseña? Restablécela aquí"],
  ["loading", "Loading the latest listings for you", "Cargando los últimos anuncios para ti"],
  ["errorGeneric", "Something went wrong, please try again", "Algo salió mal, inténtalo de nuevo"],
  ["offline", "You appear to be offline right now", "Parece que ahora mismo no tienes conexión"],
  ["cookieNotice", "This site uses cookies to improve your visit", "Este sitio usa cookies para mejorar tu visita"],
  ["helpCenter", "Visit our help center for answers", "Visita nuestro centro de ayuda para obtener respuestas"],
  ["footerRights", "All rights reserved by the property portal", "Todos los derechos reservados por el portal inmobiliario"],
];
// one {name} parameter
export const param = [
  ["greeting", "Hello, {name}!", "¡Hola, {name}!"],
  ["agentIntro", "Your agent {name} will call you soon", "Tu agente {name} te llamará pronto"],
  ["savedBy", "Saved by {name} yesterday", "Guardado por {name} ayer"],
  ["inCity", "Homes for sale in {name}", "Casas en venta en {name}"],
  ["messageFrom", "New message from {name}", "Nuevo mensaje de {name}"],
  ["thanks", "Thanks for your visit, {name}", "Gracias por tu visita, {name}"],
];
// {count} plurals: [key, en one, en other, es one, es other]  (# = count)
export const plural = [
  ["homes", "1 home", "# homes", "1 casa", "# casas"],
  ["rooms", "1 room", "# rooms", "1 habitación", "# habitaciones"],
  ["photos", "1 photo", "# photos", "1 foto", "# fotos"],
  ["newListings", "1 new listing today", "# new listings today", "1 anuncio nuevo hoy", "# anuncios nuevos hoy"],
];
export const SPANISH_PROBE = "Bienvenido";
