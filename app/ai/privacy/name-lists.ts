/**
 * Given names common among respondents of the eight interview languages (Latin-script names of English, Spanish,
 * German, French, Italian, Portuguese, Russian transliterated and Uzbek speakers, and Cyrillic ones), for the
 * languages the English tagger does not read. A capitalised word in this list is a name; one that is also a common
 * word or a place (`AMBIGUOUS_NAMES`) only with a surname after it or words before it that introduce a name.
 */
export const GIVEN_NAMES: ReadonlySet<string> = new Set(
  `
  James John Robert Michael William David Richard Joseph Thomas Charles Christopher Daniel Matthew Anthony Donald Steven
  Paul Andrew Joshua Kenneth Kevin Brian George Timothy Ronald Edward Jason Jeffrey Ryan Jacob Gary Nicholas Eric
  Jonathan Stephen Larry Justin Scott Brandon Benjamin Samuel Gregory Alexander Patrick Jack Dennis Jerry Tyler Aaron
  Henry Adam Douglas Nathan Peter Zachary Kyle Noah Ethan Jeremy Christian Keith Roger Terry Sean Austin Arthur Lawrence
  Jesse Dylan Bryan Joe Jordan Billy Bruce Albert Gabriel Logan Alan Juan Wayne Roy Ralph Randy Eugene Vincent Russell
  Louis Philip Bobby Johnny Bradley Liam Oliver Harry Oscar Charlie Alfie Freddie Archie Theo Leo Jacob Lucas Mason Owen
  Callum Connor Declan Rhys Gareth Ian Neil Colin Graham Stuart Craig Darren Lee Martin Simon Tom Tim Rob Mike Dave Chris
  Mary Patricia Jennifer Linda Elizabeth Barbara Susan Jessica Sarah Karen Lisa Nancy Betty Margaret Sandra Ashley
  Kimberly Emily Donna Michelle Carol Amanda Dorothy Melissa Deborah Stephanie Rebecca Sharon Laura Cynthia Kathleen Amy
  Angela Shirley Anna Brenda Pamela Emma Nicole Helen Samantha Katherine Christine Debra Rachel Carolyn Janet Catherine
  Maria Heather Diane Julie Joyce Victoria Kelly Christina Lauren Joan Evelyn Olivia Judith Megan Cheryl Martha Andrea
  Frances Hannah Jacqueline Ann Gloria Jean Kathryn Alice Teresa Sara Janice Doris Madison Julia Judy Abigail Marie Denise
  Beverly Amber Theresa Marilyn Danielle Diana Brittany Natalie Sophia Isabella Charlotte Ava Mia Amelia Harper Ella
  Chloe Lily Grace Zoe Poppy Isla Freya Sophie Jessica Holly Lucy Ellie Molly Priya Aisha Fatima Mohammed Muhammad Ahmed
  Ali Omar Hassan Yusuf Ibrahim Mustafa Mehmet Raj Arjun Ravi Sanjay Anil Deepak Kiran Sunita Anjali Pooja Neha Wei Li
  Chen Yuki Hiroshi Kenji Takashi Haruto Sakura Yui Hana Akira Mei Jin Min Seo Ji
  José Luis Carlos Jesús Antonio Manuel Francisco Javier Miguel Ángel Rafael Pedro Alejandro Fernando Pablo Sergio
  Jorge Alberto Diego Álvaro Adrián Raúl Enrique Ramón Andrés Joaquín Santiago Mateo Hugo Martín Iván Rubén Óscar Íñigo
  Gonzalo Ignacio Nicolás Emilio Guillermo Vicente Julio Marcos Víctor Lucía Carmen Ana Isabel Josefa Laura Cristina
  Marta Paula Elena Raquel Beatriz Rocío Nuria Silvia Irene Alba Claudia Sofía Valeria Daniela Julia Alicia Inés Marina
  Patricia Mercedes Concepción Teresa Rosario Montserrat Pilar Esperanza Begoña Ainhoa Itziar Leire Nerea Lorena Noelia
  Verónica Yolanda Lourdes Eva Andrea Natalia Carla Jimena Ximena Guadalupe Mariana Fernanda Camila Valentina Renata
  Thomas Michael Andreas Stefan Christian Markus Frank Jürgen Uwe Klaus Wolfgang Dieter Jörg Ralf Holger Sven Torsten
  Matthias Tobias Florian Sebastian Johannes Maximilian Felix Lukas Jonas Leon Finn Paul Elias Niklas Moritz Jan Tim
  Philipp Dominik Benedikt Kai Lars Heinz Günter Gerhard Manfred Helmut Horst Werner Bernd Rainer Karl Hans Fritz Jens
  Sabine Susanne Petra Monika Andrea Claudia Birgit Karin Ursula Renate Heike Gabriele Stefanie Katrin Anja Nicole
  Tanja Silke Kerstin Martina Jana Lena Lea Hanna Leonie Lara Johanna Marie Emilie Greta Clara Ida Mila Frieda Jutta
  Ingrid Gisela Helga Brigitte Elke Annette Simone Manuela Daniela Bettina Dagmar Yvonne Vanessa Jasmin Franziska
  Jean Pierre Michel André Philippe René Alain Jacques Bernard Patrick Christophe Nicolas Laurent Sébastien Julien
  Olivier Guillaume Antoine Mathieu Maxime Romain Thibault Baptiste Clément Étienne Benoît Yves Didier Gérard Thierry
  François Jérôme Quentin Valentin Louis Gabriel Raphaël Arthur Jules Adam Théo Marie Nathalie Isabelle Sylvie
  Catherine Françoise Valérie Sandrine Véronique Christine Céline Sophie Aurélie Camille Émilie Julie Pauline Manon
  Chloé Léa Inès Jade Louise Alice Juliette Margaux Océane Mathilde Élodie Amandine Mélanie Hélène Brigitte Monique
  Marco Giuseppe Giovanni Francesco Luca Alessandro Matteo Lorenzo Davide Stefano Andrea Paolo Roberto Simone Federico
  Giulia Francesca Chiara Sara Martina Valentina Alessia Elisa Silvia Federica Giorgia Beatrice Aurora Ginevra
  João Pedro Tiago Rui Nuno Gonçalo Rodrigo Duarte Afonso Bruno Fábio Ricardo Vítor Sérgio Mariana Beatriz Inês Leonor
  Matilde Carolina Joana Rita Catarina Margarida Ana Sofia Patrícia Susana Filipa Raquel Vanessa Tânia
  Alexander Alexei Aleksei Alexey Andrei Andrey Anton Boris Dmitri Dmitry Yevgeny Evgeny Igor Ivan Konstantin Maxim
  Mikhail Nikolai Oleg Pavel Roman Sergei Sergey Vladimir Viktor Vadim Yuri Artem Artyom Denis Ilya Kirill Timur
  Anastasia Olga Tatiana Tatyana Natalia Natalya Svetlana Irina Ekaterina Yekaterina Yulia Elena Ksenia Daria Darya
  Polina Alina Marina Galina Lyudmila Ludmila Nadezhda Vera Valentina Oksana Viktoria
  Aziz Dilshod Jasur Sardor Bekzod Shaxzod Shahzod Sherzod Rustam Otabek Ulugbek Jamshid Farrukh Bobur Javlon Anvar
  Akmal Nodir Sanjar Umid Sarvar Dilnoza Gulnora Nodira Madina Malika Zarina Feruza Nilufar Kamola Sevara Mohira
  Gulshan Dildora Shahnoza Zilola Mukhlisa Munisa Barno Nargiza Laylo Gulbahor
  Анна Мария Елена Ольга Наталья Наталия Татьяна Ирина Светлана Екатерина Юлия Ксения Дарья Анастасия Марина Галина
  Людмила Надежда Вера Полина Алина Виктория Оксана Александр Сергей Дмитрий Андрей Алексей Михаил Иван Николай
  Владимир Павел Артём Артем Максим Евгений Игорь Олег Роман Виктор Юрий Денис Илья Кирилл Константин Борис Тимур
  `
    .split(/\s+/)
    .filter(Boolean),
);

/** Given names that are also common words, months or places: a name only with a surname or an introduction. */
export const AMBIGUOUS_NAMES: ReadonlySet<string> = new Set(
  `Grace Amber Victoria Jordan Mercedes Pilar Rosario Esperanza Concepción Lourdes Jade Frank Will Mark Bill May June
  April Jean Julio Hope Joy Rose Ruby Iris Dawn Faith Chelsea Georgia Florence Paris Sydney Lee Li Chen Jin Min Seo Ji
  Mei Hana Carmen Dolores Rosa Sol Luz Lola Guy Max Ben Vera Roman Denis Joe Art Ali Rita Clara Eva Alba Paula Andrea
  Simone Sara Leon Marina Camille Santiago Martin Christian Patrick Louis Adam Alice Justin Noah Lucas Victor Hugo
  Bruno Felix Jan Kai Finn Lars Jens`
    .split(/\s+/)
    .filter(Boolean),
);

/** Capitalised words that never start or continue a name (sentence openers, days, months, titles of things). */
export const NOT_NAME_WORDS: ReadonlySet<string> = new Set(
  `I The A An And But Or So If When Then This That These Those My Our Your His Her Their We You He She It They Yes No
  Not Also Just Well Oh Ok Okay Hi Hello Thanks Thank Please Sorry Monday Tuesday Wednesday Thursday Friday Saturday
  Sunday January February March April May June July August September October November December Christmas Easter
  Mum Mom Dad Grandma Grandpa God Lord Street Road Avenue Lane Drive Bank Hospital School University College Ltd Inc
  El La Los Las Lo Un Una Y O Pero Sí Si No Que Mi Mis Tu Su Con Por Para En De Del Al Lunes Martes Miércoles Jueves
  Viernes Sábado Domingo Der Die Das Ein Eine Und Oder Aber Ja Nein Ich Du Er Sie Es Wir Ihr Mein Meine Montag Dienstag
  Mittwoch Donnerstag Freitag Samstag Sonntag Le Les Et Ou Mais Oui Non Je Tu Il Elle Nous Vous Ils Elles Mon Ma Mes
  Lundi Mardi Mercredi Jeudi Vendredi Samedi Dimanche Il Lo Gli E Ma Io Noi Voi Loro`
    .split(/\s+/)
    .filter(Boolean),
);
