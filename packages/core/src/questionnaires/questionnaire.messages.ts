/** French texts of the questionnaire builder and of the widget's questions (spec: 'Questionnaire builder'). */
export const questionnaireMessages = {
  titleRequired: 'Donnez un titre au questionnaire.',
  titleTooLong: 'Le titre ne doit pas dépasser 120 caractères.',
  colorInvalid: 'Choisissez une couleur valide.',
  /** Spec, verbatim: a question without text or without a questionnaire selected. */
  questionIncomplete: 'Merci de remplir la question et sélectionner un questionnaire.',
  /** Spec, verbatim: adding a question while no questionnaire exists. */
  noQuestionnaire: 'Vous devez d’abord créer un questionnaire.',
  questionTooLong: 'La question ne doit pas dépasser 255 caractères.',
  descriptionTooLong: 'La description ne doit pas dépasser 1 000 caractères.',
  richDescriptionTooLong: 'La description détaillée est trop longue.',
  typeInvalid: 'Choisissez un type de question : texte, choix unique ou choix multiple.',
  optionsRequired: 'Ajoutez au moins deux choix pour une question à choix.',
  optionTooLong: 'Un choix ne doit pas dépasser 120 caractères.',
  tooManyOptions: 'Une question compte au plus 20 choix.',
  tooManyQuestions: 'Un questionnaire compte au plus 30 questions.',
  tooManyQuestionnaires: 'Vous pouvez créer au plus 20 questionnaires.',
  questionnaireNotFound: 'Ce questionnaire n’existe pas ou plus.',
  questionNotFound: 'Cette question n’existe pas ou plus.',
  servicesInvalid: 'Une des prestations choisies n’existe pas.',
  /** Widget side. */
  answerRequired: 'Veuillez répondre à cette question.',
  answerTooLong: 'Votre réponse ne doit pas dépasser 1 000 caractères.',
  answerInvalid: 'Choisissez parmi les réponses proposées.',
  answersInvalid: 'Les réponses au questionnaire sont invalides.',
  saved: 'Questionnaire enregistré',
  questionSaved: 'Question ajoutée',
} as const;
