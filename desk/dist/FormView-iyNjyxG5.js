import{_ as o}from"./FormView.vue_vue_type_script_setup_true_lang-B1P6QUEs.js";import"./index-BXKD4wqI.js";import"./_plugin-vue_export-helper-DlAUqK2U.js";export{o as default};
