/** Spanish texts of the neighborhood guides, keyed by slug; the English file holds the numbers. */
import type { NeighborhoodTexts } from '../translated-texts.js';

export const neighborhoodTextsEs: Record<string, NeighborhoodTexts> = {
  'newport-beach': {
    description:
      'Newport Beach rodea uno de los puertos de embarcaciones pequeñas más grandes de la Costa Oeste. Las casas frente a la bahía en Lido Isle y Balboa Island, las residencias sobre los acantilados de Corona del Mar y las comunidades privadas con acceso controlado en lo alto de Newport Coast la convierten en el referente de la vida costera en el Condado de Orange.',
    propertyTypes: ['Casas unifamiliares', 'Residencias frente al agua', 'Condominios', 'Casitas en las islas'],
    housing: [
      'Casas frente a la bahía con muelle privado en Lido Isle, Linda Isle y Harbor Island',
      'Clásicas casitas de playa en Balboa Island y la península de Balboa',
      'Residencias privadas con vista al mar en Newport Coast y Pelican Hill',
      'Condominios de poco mantenimiento cerca de Fashion Island',
    ],
    lifestyle: [
      'Paseos en bote, vela y paddleboard en Newport Harbor',
      'Restaurantes y boutiques en Fashion Island y Lido Marina Village',
      'Crystal Cove State Park y las pozas de marea de Little Corona',
      'Golf en Pelican Hill y Big Canyon Country Club',
    ],
    education: [
      'Newport-Mesa Unified School District',
      'Corona del Mar Middle and High School',
      'Sage Hill School (privada, grados 9–12)',
      'UC Irvine a 15 minutos en auto',
    ],
    transportation: [
      'John Wayne Airport (SNA) a unos 15 minutos',
      'Pacific Coast Highway (PCH) y la autopista de peaje 73',
      'Rutas de OC Bus por PCH y Newport Boulevard',
      'El Balboa Island Ferry, que cruza el puerto',
    ],
  },
  irvine: {
    description:
      'Irvine es una ciudad planificada que se organiza en “villages”, comunidades con sus propios parques, piscinas y comercios de barrio. Sus escuelas públicas de excelente calificación, millas de senderos entre áreas verdes y la cercanía a la playa la mantienen entre las direcciones más codiciadas del sur de California.',
    propertyTypes: ['Casas unifamiliares', 'Casas adosadas', 'Condominios', 'Construcción nueva'],
    housing: [
      'Casas junto al lago en Woodbridge y en las calles ya consolidadas de University Park',
      'Casas en las colinas de Turtle Rock y Shady Canyon',
      'Construcción nueva en Great Park Neighborhoods y Portola Springs',
      'Casas adosadas y condominios cerca de Irvine Spectrum y del Irvine Business Complex',
    ],
    lifestyle: [
      'Orange County Great Park y William R. Mason Regional Park',
      'Irvine Spectrum Center para comer, ir de compras y divertirse',
      'Más de 50 millas de senderos para bicicleta separados de la calle',
      'Diamond Jamboree y la reconocida gastronomía asiática de Irvine',
    ],
    education: [
      'Irvine Unified School District, uno de los mejor calificados de California',
      'University High, Northwood High y Portola High',
      'University of California, Irvine',
      'Irvine Valley College',
    ],
    transportation: [
      'Estaciones de Metrolink de Irvine y Tustin, con servicio a Los Ángeles y San Diego',
      'Las interestatales 5 y 405 y las autopistas de peaje 133 y 261',
      'John Wayne Airport a unos 10 minutos',
      'Rutas de iShuttle por el Irvine Business Complex',
    ],
  },
  'silver-lake': {
    description:
      'Silver Lake sube por las colinas que rodean el embalse que le da nombre, con joyas del modernismo de mediados de siglo, bungalows de estilo español y casas con vista escondidas junto a escalinatas sinuosas. Sus cafeterías independientes, galerías y Sunset Junction le dan uno de los ambientes de barrio más animados de Los Ángeles.',
    propertyTypes: ['Casas unifamiliares', 'Casas de arquitectura de autor', 'Dúplex', 'Casas en lotes pequeños'],
    housing: [
      'Casas modernas de mediados de siglo de Neutra, Schindler y Lautner',
      'Bungalows de estilo español y Craftsman de la década de 1920 en la parte plana',
      'Casas en las colinas con vista al embalse y al centro de la ciudad',
      'Casas más nuevas en lotes pequeños subdivididos cerca de Sunset Boulevard',
    ],
    lifestyle: [
      'El circuito para caminar y el prado alrededor de Silver Lake Reservoir',
      'Café, tiendas vintage y restaurantes en Sunset Junction',
      'Escalinatas públicas históricas para caminar por las colinas',
      'Griffith Park y Elysian Park a pocos minutos',
    ],
    education: [
      'Ivanhoe Elementary School',
      'Programas magnet de Thomas Starr King Middle School',
      'John Marshall High School',
      'Varias escuelas privadas y chárter bien valoradas en la zona',
    ],
    transportation: [
      'Acceso rápido a las autopistas 101 y 5',
      'Líneas de autobús de Metro por Sunset Boulevard',
      'Estación Vermont/Sunset de la Metro B Line a poca distancia',
      'A unos 10 minutos del centro de Los Ángeles',
    ],
  },
  'beverly-hills': {
    description:
      'Beverly Hills combina calles residenciales bordeadas de palmeras con las tiendas de fama mundial de Rodeo Drive. Desde los clásicos Flats al sur de Sunset hasta las residencias privadas de Trousdale y las colinas de más arriba, ofrece privacidad, prestigio y parte de la mejor arquitectura del sur de California.',
    propertyTypes: ['Grandes residencias', 'Casas unifamiliares', 'Condominios de lujo', 'Casas de arquitectura de autor'],
    housing: [
      'Casas tradicionales y de estilo colonial español en los Beverly Hills Flats',
      'Residencias de mediados de siglo con vista a la ciudad en Trousdale Estates',
      'Propiedades privadas con acceso controlado en las colinas sobre Coldwater Canyon',
      'Condominios con servicios completos sobre Wilshire Boulevard',
    ],
    lifestyle: [
      'Rodeo Drive y el Golden Triangle para ir de compras y salir a comer',
      'Beverly Gardens Park y los jardines de Greystone Mansion',
      'Clubes privados, spas y alta cocina',
      'Un centro que se recorre a pie, con servicios propios de policía y bomberos',
    ],
    education: [
      'Beverly Hills Unified School District',
      'Beverly Hills High School',
      'Escuelas primarias Horace Mann y Hawthorne',
      'UCLA a poca distancia en auto',
    ],
    transportation: [
      'Wilshire Boulevard y Santa Monica Boulevard conectan con Century City y Westwood',
      'Extensión de la Metro D Line, con la estación Wilshire/Rodeo',
      'A unos 25 minutos de LAX',
      'Acceso a la 405 por Sunset Boulevard y Santa Monica Boulevard',
    ],
  },
  'laguna-beach': {
    description:
      'Laguna Beach es una colonia de artistas a lo largo de siete millas de calas y playas de arena. Casitas escondidas en los cañones, casas en las colinas con amplias vistas al mar y un centro de galerías y cafés que se recorre a pie le dan un carácter que no se encuentra en ningún otro lugar del Condado de Orange.',
    propertyTypes: ['Casas unifamiliares', 'Casitas de playa', 'Residencias frente al mar', 'Condominios'],
    housing: [
      'Casitas de playa históricas en North Laguna y el centro del pueblo',
      'Casas con vista en Top of the World y Temple Hills',
      'Residencias privadas frente al mar en Emerald Bay y Three Arch Bay',
      'Casas en el cañón a lo largo de Laguna Canyon Road',
    ],
    lifestyle: [
      'Heisler Park, Main Beach y las pozas de marea de Crescent Bay',
      'Festival of Arts y Pageant of the Masters cada verano',
      'First Thursdays Art Walk, un recorrido por las galerías',
      'Caminatas en Laguna Coast Wilderness Park',
    ],
    education: [
      'Laguna Beach Unified School District',
      'Laguna Beach High School',
      'Thurston Middle School',
      'Laguna College of Art and Design',
    ],
    transportation: [
      'Pacific Coast Highway, que atraviesa el corazón del pueblo',
      'Laguna Beach Trolley gratuito en verano y los fines de semana',
      'Laguna Canyon Road (SR-133) hacia Irvine y la 405',
      'A unos 25 minutos de John Wayne Airport',
    ],
  },
  'santa-monica': {
    description:
      'Santa Monica es una ciudad de playa con el pulso de una gran ciudad: el muelle, el Third Street Promenade y millas de sendero junto al mar, además de calles residenciales arboladas al norte de Montana Avenue. Aquí hay de todo, desde condominios con vista al mar hasta casas Craftsman en cuadras tranquilas para recorrer a pie.',
    propertyTypes: ['Casas unifamiliares', 'Condominios', 'Casas adosadas', 'Dúplex'],
    housing: [
      'Casas tradicionales y Craftsman en North of Montana',
      'Bungalows y casas de estilo español en Sunset Park',
      'Condominios en Ocean Avenue con vista al Pacífico',
      'Casas adosadas cerca de Main Street y Ocean Park',
    ],
    lifestyle: [
      'Santa Monica Pier y el sendero para bicicletas Marvin Braude junto a la playa',
      'Third Street Promenade y las boutiques de Montana Avenue',
      'Mercados de agricultores los miércoles y sábados',
      'Palisades Park y las Santa Monica Stairs',
    ],
    education: [
      'Santa Monica–Malibu Unified School District',
      'Santa Monica High School',
      'Escuelas primarias Franklin y Roosevelt',
      'Santa Monica College',
    ],
    transportation: [
      'Metro E Line hasta el centro de Los Ángeles',
      'Rutas de Big Blue Bus por todo el Westside',
      'Interestatal 10 y Pacific Coast Highway',
      'A unos 20 minutos de LAX',
    ],
  },
  'huntington-beach': {
    description:
      'Surf City USA se extiende a lo largo de diez millas de playas amplias y de arena. Huntington Beach ofrece un estilo de vida costero y relajado a precios más accesibles que los de sus vecinas, con casas junto a la marina, vecindarios ideales para familias y un animado centro alrededor del muelle.',
    propertyTypes: ['Casas unifamiliares', 'Casas frente al agua', 'Casas adosadas', 'Condominios'],
    housing: [
      'Casas frente al agua con muelle en Huntington Harbour',
      'Vecindarios familiares cerca de las preparatorias Edison y Huntington Beach',
      'Casas más nuevas en Pacific City y en los acantilados de Brightwater',
      'Casas adosadas y condominios a un paseo en bicicleta de la playa',
    ],
    lifestyle: [
      'Surf en el Huntington Beach Pier y Bolsa Chica State Beach',
      'Restaurantes de Main Street y el mercado de agricultores de los martes por la noche',
      'Huntington Central Park, el parque municipal más grande del Condado de Orange',
      'Bolsa Chica Ecological Reserve para observar aves y caminar',
    ],
    education: [
      'Huntington Beach Union High School District',
      'Edison High School y Huntington Beach High School',
      'Distritos escolares de primaria Ocean View y Huntington Beach City',
      'Golden West College',
    ],
    transportation: [
      'Interestatal 405 por el límite norte de la ciudad',
      'Pacific Coast Highway a lo largo de la costa',
      'Rutas de OC Bus por Beach Boulevard',
      'A unos 25 minutos de John Wayne Airport y a 40 de Long Beach Airport',
    ],
  },
  pasadena: {
    description:
      'Pasadena se encuentra al pie de las San Gabriel Mountains y es conocida por su herencia Craftsman, sus calles arboladas y sus instituciones de primer nivel mundial. Las cuadras de ladrillo restauradas de Old Pasadena, el Rose Bowl y la Huntington Library la convierten en una ciudad con historia y carácter de verdad.',
    propertyTypes: ['Casas unifamiliares', 'Casas históricas', 'Condominios', 'Casas adosadas'],
    housing: [
      'Bungalows Craftsman en Bungalow Heaven',
      'Grandes residencias históricas junto al Arroyo Seco y en Madison Heights',
      'Casas de estilo renacimiento español en Linda Vista',
      'Condominios y casas adosadas cerca de Old Pasadena y el Playhouse District',
    ],
    lifestyle: [
      'Restaurantes de Old Pasadena y el Rose Bowl Flea Market',
      'The Huntington Library, Art Museum and Botanical Gardens, muy cerca',
      'Caminatas en Eaton Canyon y el Arroyo Seco',
      'El Tournament of Roses Parade cada día de Año Nuevo',
    ],
    education: [
      'Pasadena Unified School District',
      'Polytechnic School y otras escuelas privadas de prestigio',
      'California Institute of Technology (Caltech)',
      'Pasadena City College y ArtCenter College of Design',
    ],
    transportation: [
      'Tren ligero Metro A Line hasta el centro de Los Ángeles',
      'Las autopistas 210, 134 y 110',
      'Hollywood Burbank Airport a unos 20 minutos',
      'Rutas locales de Pasadena Transit',
    ],
  },
  'costa-mesa': {
    description:
      'Costa Mesa se presenta como la Ciudad de las Artes (City of the Arts) y alberga el Segerstrom Center y South Coast Plaza. Las casas estilo rancho de mediados de siglo del Eastside, una escena gastronómica creativa y su ubicación a minutos de las playas de Newport la hacen favorita de quienes quieren acceso a la costa sin pagar precios de la costa.',
    propertyTypes: ['Casas unifamiliares', 'Casas adosadas', 'Condominios', 'Casas en lotes pequeños'],
    housing: [
      'Casas estilo rancho de mediados de siglo en lotes grandes del Eastside',
      'Casas modernas reconstruidas y casas en lotes pequeños del Westside',
      'Casas adosadas cerca de South Coast Plaza',
      'Casas familiares en Mesa Verde, cerca del campo de golf',
    ],
    lifestyle: [
      'Segerstrom Center for the Arts y South Coast Repertory',
      'South Coast Plaza, The LAB y The CAMP',
      'Fairview Park y Talbert Nature Preserve',
      'La Orange County Fair cada julio',
    ],
    education: [
      'Newport-Mesa Unified School District',
      'Estancia High School y Costa Mesa High School',
      'Orange Coast College y Vanguard University',
      'Waldorf School of Orange County',
    ],
    transportation: [
      'Las autopistas 405, 55 y 73 se cruzan en Costa Mesa',
      'John Wayne Airport a unos 5 minutos',
      'Rutas de OC Bus por Harbor Boulevard y Newport Boulevard',
      'A unos 10 minutos de la playa',
    ],
  },
  'manhattan-beach': {
    description:
      'Manhattan Beach es el pueblo playero más refinado del South Bay: calles peatonales (walk streets) llenas de flores, un muelle histórico y el Strand, que pasa frente a modernas casas de vidrio. Sus excelentes escuelas y un centro con ambiente de comunidad hacen que las familias se queden aquí por generaciones.',
    propertyTypes: ['Casas unifamiliares', 'Casas de playa', 'Casas adosadas', 'Condominios'],
    housing: [
      'Casas de playa modernas en las calles peatonales del Sand Section',
      'Casas frente al Strand con vista despejada al mar',
      'Casas familiares en lotes más grandes en el Tree Section',
      'Casas adosadas en el Hill Section y East Manhattan',
    ],
    lifestyle: [
      'Manhattan Beach Pier y el Roundhouse Aquarium',
      'Vóleibol de playa y el sendero para bicicletas del Strand',
      'Restaurantes del centro de Manhattan Beach en Manhattan Avenue',
      'Sand Dune Park y Polliwog Park',
    ],
    education: [
      'Manhattan Beach Unified School District',
      'Mira Costa High School',
      'Manhattan Beach Middle School',
      'El Camino College y Loyola Marymount University, muy cerca',
    ],
    transportation: [
      'A unos 15 minutos de LAX',
      'Interestatal 405 y Sepulveda Boulevard',
      'Estaciones de la Metro C Line en la vecina El Segundo',
      'Beach Cities Transit',
    ],
  },
  'dana-point': {
    description:
      'Dana Point es un pueblo portuario sobre acantilados espectaculares, conocido como la Capital Mundial del Avistamiento de Delfines y Ballenas. Sus residentes disfrutan del puerto, las olas de Salt Creek y Doheny, y un renovado Lantern District lleno de restaurantes nuevos.',
    propertyTypes: ['Casas unifamiliares', 'Residencias frente al mar', 'Condominios', 'Casas adosadas'],
    housing: [
      'Residencias sobre los acantilados en el Strand at Headlands y Monarch Beach',
      'Casas con vista al mar en Capistrano Beach',
      'Condominios y casas adosadas en el Lantern District',
      'Comunidades privadas como Niguel Shores y Ritz Pointe',
    ],
    lifestyle: [
      'Dana Point Harbor y el avistamiento de ballenas en temporada',
      'Surf en Salt Creek y Doheny State Beach',
      'Restaurantes y galerías en el Lantern District',
      'Golf en Monarch Beach Golf Links',
    ],
    education: [
      'Capistrano Unified School District',
      'Dana Hills High School',
      'Saddleback College, en la cercana Mission Viejo',
      'Varias escuelas privadas en San Juan Capistrano',
    ],
    transportation: [
      'Pacific Coast Highway y la Interestatal 5',
      'Estación de Metrolink y Amtrak de San Juan Capistrano, muy cerca',
      'A unos 30 minutos de John Wayne Airport',
      'Dana Point Trolley en verano',
    ],
  },
  'los-feliz': {
    description:
      'Los Feliz se extiende al pie de Griffith Park y del Observatorio, con grandes residencias de la década de 1920 en las colinas y encantadores dúplex en la parte plana. Las avenidas Vermont y Hillhurst están llenas de librerías, cafés y restaurantes de barrio.',
    propertyTypes: ['Casas unifamiliares', 'Residencias históricas', 'Dúplex', 'Condominios'],
    housing: [
      'Residencias de estilo colonial español y mediterráneo en las colinas de Los Feliz',
      'Joyas arquitectónicas como la Ennis House',
      'Dúplex y edificios de cuatro unidades de época en la parte plana',
      'Condominios cerca de Vermont Avenue',
    ],
    lifestyle: [
      'Griffith Park, Griffith Observatory y el Greek Theatre',
      'Cafés, librerías y bares en las avenidas Vermont y Hillhurst',
      'Senderos de caminata hacia el letrero de Hollywood (Hollywood Sign)',
      'Los Feliz Municipal Golf Course',
    ],
    education: [
      'Los Angeles Unified School District',
      'Franklin Avenue Elementary School',
      'John Marshall High School',
      'Varias escuelas privadas en la zona',
    ],
    transportation: [
      'Estación Vermont/Sunset de la Metro B Line',
      'Las autopistas 5 y 101',
      'A unos 20 minutos de Hollywood Burbank Airport',
      'DASH Los Feliz, el servicio local de autobús',
    ],
  },
};
