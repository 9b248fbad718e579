/** The curriculum CMS's words for the NCF-FS competencies a theme or a day names, as ICU messages. */
export const en = {
  learning: {
    competencies: {
      label: 'NCF-FS competencies',
      help: 'The competencies of the framework this serves, picked from the list',
      placeholder: 'Type a code or a word',
      loading: 'The framework’s list is loading…',
    },
  },
};
