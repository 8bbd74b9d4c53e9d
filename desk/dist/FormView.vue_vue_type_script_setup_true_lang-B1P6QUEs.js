import{s as Je,o as a,c as p,a as h,m as k,B as ce,v as Ue,j as F,T as ct,U as pt,V as We,W as $e,X as Ve,r as W,F as K,C as q,k as S,h as M,Y as At,b as Pt,Z as Ft,d as ee,R as Kt,e as Ye,f as se,g as he,$ as gn,a0 as Me,a1 as ft,a2 as wn,a3 as Z,a4 as Dt,a5 as Et,a6 as Bt,a7 as Rt,a8 as jt,a9 as ke,aa as Ht,ab as Ut,ac as kn,ad as On,ae as In,af as Sn,ag as ae,x as Nt,D as oe,w as $,q as z,t as Oe,i as X,A as j,ah as Gt,E as Cn,z as Wt,y as qt,I as Ie,ai as xn,aj as Ln,l as $n,n as Vn,G as ye,N as Ce,H as w,J as U,K as E,L as H,ak as Pe,al as ht,am as Jt,an as Yt,ao as et,ap as zn,aq as Tn,O as Mn,P as ze,Q as An,S as Pn}from"./index-BXKD4wqI.js";import{_ as Fn}from"./_plugin-vue_export-helper-DlAUqK2U.js";var Zt={name:"BlankIcon",extends:Je};function Kn(e){return Rn(e)||Bn(e)||En(e)||Dn()}function Dn(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function En(e,t){if(e){if(typeof e=="string")return tt(e,t);var n={}.toString.call(e).slice(8,-1);return n==="Object"&&e.constructor&&(n=e.constructor.name),n==="Map"||n==="Set"?Array.from(e):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?tt(e,t):void 0}}function Bn(e){if(typeof Symbol<"u"&&e[Symbol.iterator]!=null||e["@@iterator"]!=null)return Array.from(e)}function Rn(e){if(Array.isArray(e))return tt(e)}function tt(e,t){(t==null||t>e.length)&&(t=e.length);for(var n=0,o=Array(t);n<t;n++)o[n]=e[n];return o}function jn(e,t,n,o,l,i){return a(),p("svg",k({width:"14",height:"14",viewBox:"0 0 14 14",fill:"none",xmlns:"http://www.w3.org/2000/svg"},e.pti()),Kn(t[0]||(t[0]=[h("rect",{width:"1",height:"1",fill:"currentColor","fill-opacity":"0"},null,-1)])),16)}Zt.render=jn;var mt={name:"ChevronDownIcon",extends:Je};function Hn(e){return Wn(e)||Gn(e)||Nn(e)||Un()}function Un(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function Nn(e,t){if(e){if(typeof e=="string")return nt(e,t);var n={}.toString.call(e).slice(8,-1);return n==="Object"&&e.constructor&&(n=e.constructor.name),n==="Map"||n==="Set"?Array.from(e):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?nt(e,t):void 0}}function Gn(e){if(typeof Symbol<"u"&&e[Symbol.iterator]!=null||e["@@iterator"]!=null)return Array.from(e)}function Wn(e){if(Array.isArray(e))return nt(e)}function nt(e,t){(t==null||t>e.length)&&(t=e.length);for(var n=0,o=Array(t);n<t;n++)o[n]=e[n];return o}function qn(e,t,n,o,l,i){return a(),p("svg",k({width:"14",height:"14",viewBox:"0 0 14 14",fill:"none",xmlns:"http://www.w3.org/2000/svg"},e.pti()),Hn(t[0]||(t[0]=[h("path",{d:"M7.01744 10.398C6.91269 10.3985 6.8089 10.378 6.71215 10.3379C6.61541 10.2977 6.52766 10.2386 6.45405 10.1641L1.13907 4.84913C1.03306 4.69404 0.985221 4.5065 1.00399 4.31958C1.02276 4.13266 1.10693 3.95838 1.24166 3.82747C1.37639 3.69655 1.55301 3.61742 1.74039 3.60402C1.92777 3.59062 2.11386 3.64382 2.26584 3.75424L7.01744 8.47394L11.769 3.75424C11.9189 3.65709 12.097 3.61306 12.2748 3.62921C12.4527 3.64535 12.6199 3.72073 12.7498 3.84328C12.8797 3.96582 12.9647 4.12842 12.9912 4.30502C13.0177 4.48162 12.9841 4.662 12.8958 4.81724L7.58083 10.1322C7.50996 10.2125 7.42344 10.2775 7.32656 10.3232C7.22968 10.3689 7.12449 10.3944 7.01744 10.398Z",fill:"currentColor"},null,-1)])),16)}mt.render=qn;var Xt={name:"SearchIcon",extends:Je};function Jn(e){return Qn(e)||Xn(e)||Zn(e)||Yn()}function Yn(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function Zn(e,t){if(e){if(typeof e=="string")return it(e,t);var n={}.toString.call(e).slice(8,-1);return n==="Object"&&e.constructor&&(n=e.constructor.name),n==="Map"||n==="Set"?Array.from(e):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?it(e,t):void 0}}function Xn(e){if(typeof Symbol<"u"&&e[Symbol.iterator]!=null||e["@@iterator"]!=null)return Array.from(e)}function Qn(e){if(Array.isArray(e))return it(e)}function it(e,t){(t==null||t>e.length)&&(t=e.length);for(var n=0,o=Array(t);n<t;n++)o[n]=e[n];return o}function _n(e,t,n,o,l,i){return a(),p("svg",k({width:"14",height:"14",viewBox:"0 0 14 14",fill:"none",xmlns:"http://www.w3.org/2000/svg"},e.pti()),Jn(t[0]||(t[0]=[h("path",{"fill-rule":"evenodd","clip-rule":"evenodd",d:"M2.67602 11.0265C3.6661 11.688 4.83011 12.0411 6.02086 12.0411C6.81149 12.0411 7.59438 11.8854 8.32483 11.5828C8.87005 11.357 9.37808 11.0526 9.83317 10.6803L12.9769 13.8241C13.0323 13.8801 13.0983 13.9245 13.171 13.9548C13.2438 13.985 13.3219 14.0003 13.4007 14C13.4795 14.0003 13.5575 13.985 13.6303 13.9548C13.7031 13.9245 13.7691 13.8801 13.8244 13.8241C13.9367 13.7116 13.9998 13.5592 13.9998 13.4003C13.9998 13.2414 13.9367 13.089 13.8244 12.9765L10.6807 9.8328C11.053 9.37773 11.3573 8.86972 11.5831 8.32452C11.8857 7.59408 12.0414 6.81119 12.0414 6.02056C12.0414 4.8298 11.6883 3.66579 11.0268 2.67572C10.3652 1.68564 9.42494 0.913972 8.32483 0.45829C7.22472 0.00260857 6.01418 -0.116618 4.84631 0.115686C3.67844 0.34799 2.60568 0.921393 1.76369 1.76338C0.921698 2.60537 0.348296 3.67813 0.115991 4.84601C-0.116313 6.01388 0.00291375 7.22441 0.458595 8.32452C0.914277 9.42464 1.68595 10.3649 2.67602 11.0265ZM3.35565 2.0158C4.14456 1.48867 5.07206 1.20731 6.02086 1.20731C7.29317 1.20731 8.51338 1.71274 9.41304 2.6124C10.3127 3.51206 10.8181 4.73226 10.8181 6.00457C10.8181 6.95337 10.5368 7.88088 10.0096 8.66978C9.48251 9.45868 8.73328 10.0736 7.85669 10.4367C6.98011 10.7997 6.01554 10.8947 5.08496 10.7096C4.15439 10.5245 3.2996 10.0676 2.62869 9.39674C1.95778 8.72583 1.50089 7.87104 1.31579 6.94046C1.13068 6.00989 1.22568 5.04532 1.58878 4.16874C1.95187 3.29215 2.56675 2.54292 3.35565 2.0158Z",fill:"currentColor"},null,-1)])),16)}Xt.render=_n;var ei=`
    .p-iconfield {
        position: relative;
        display: block;
    }

    .p-inputicon {
        position: absolute;
        top: 50%;
        margin-top: calc(-1 * (dt('icon.size') / 2));
        color: dt('iconfield.icon.color');
        line-height: 1;
        z-index: 1;
    }

    .p-iconfield .p-inputicon:first-child {
        inset-inline-start: dt('form.field.padding.x');
    }

    .p-iconfield .p-inputicon:last-child {
        inset-inline-end: dt('form.field.padding.x');
    }

    .p-iconfield .p-inputtext:not(:first-child),
    .p-iconfield .p-inputwrapper:not(:first-child) .p-inputtext {
        padding-inline-start: calc((dt('form.field.padding.x') * 2) + dt('icon.size'));
    }

    .p-iconfield .p-inputtext:not(:last-child) {
        padding-inline-end: calc((dt('form.field.padding.x') * 2) + dt('icon.size'));
    }

    .p-iconfield:has(.p-inputfield-sm) .p-inputicon {
        font-size: dt('form.field.sm.font.size');
        width: dt('form.field.sm.font.size');
        height: dt('form.field.sm.font.size');
        margin-top: calc(-1 * (dt('form.field.sm.font.size') / 2));
    }

    .p-iconfield:has(.p-inputfield-lg) .p-inputicon {
        font-size: dt('form.field.lg.font.size');
        width: dt('form.field.lg.font.size');
        height: dt('form.field.lg.font.size');
        margin-top: calc(-1 * (dt('form.field.lg.font.size') / 2));
    }
`,ti={root:"p-iconfield"},ni=ce.extend({name:"iconfield",style:ei,classes:ti}),ii={name:"BaseIconField",extends:Ue,style:ni,provide:function(){return{$pcIconField:this,$parentInstance:this}}},Qt={name:"IconField",extends:ii,inheritAttrs:!1};function oi(e,t,n,o,l,i){return a(),p("div",k({class:e.cx("root")},e.ptmi("root")),[F(e.$slots,"default")],16)}Qt.render=oi;var li={root:"p-inputicon"},ai=ce.extend({name:"inputicon",classes:li}),ri={name:"BaseInputIcon",extends:Ue,style:ai,props:{class:null},provide:function(){return{$pcInputIcon:this,$parentInstance:this}}},_t={name:"InputIcon",extends:ri,inheritAttrs:!1,computed:{containerClass:function(){return[this.cx("root"),this.class]}}};function si(e,t,n,o,l,i){return a(),p("span",k({class:i.containerClass},e.ptmi("root"),{"aria-hidden":"true"}),[F(e.$slots,"default")],16)}_t.render=si;var di=`
    .p-virtualscroller-loader {
        background: dt('virtualscroller.loader.mask.background');
        color: dt('virtualscroller.loader.mask.color');
    }

    .p-virtualscroller-loading-icon {
        font-size: dt('virtualscroller.loader.icon.size');
        width: dt('virtualscroller.loader.icon.size');
        height: dt('virtualscroller.loader.icon.size');
    }
`,ui=`
.p-virtualscroller {
    position: relative;
    overflow: auto;
    contain: strict;
    transform: translateZ(0);
    will-change: scroll-position;
    outline: 0 none;
}

.p-virtualscroller-content {
    position: absolute;
    top: 0;
    left: 0;
    min-height: 100%;
    min-width: 100%;
    will-change: transform;
}

.p-virtualscroller-spacer {
    position: absolute;
    top: 0;
    left: 0;
    height: 1px;
    width: 1px;
    transform-origin: 0 0;
    pointer-events: none;
}

.p-virtualscroller-loader {
    position: sticky;
    top: 0;
    left: 0;
    width: 100%;
    height: 100%;
}

.p-virtualscroller-loader-mask {
    display: flex;
    align-items: center;
    justify-content: center;
}

.p-virtualscroller-horizontal > .p-virtualscroller-content {
    display: flex;
}

.p-virtualscroller-inline .p-virtualscroller-content {
    position: static;
}

.p-virtualscroller .p-virtualscroller-loading {
    transform: none !important;
    min-height: 0;
    position: sticky;
    inset-block-start: 0;
    inset-inline-start: 0;
}
`,gt=ce.extend({name:"virtualscroller",css:ui,style:di}),ci={name:"BaseVirtualScroller",extends:Ue,props:{id:{type:String,default:null},style:null,class:null,items:{type:Array,default:null},itemSize:{type:[Number,Array],default:0},scrollHeight:null,scrollWidth:null,orientation:{type:String,default:"vertical"},numToleratedItems:{type:Number,default:null},delay:{type:Number,default:0},resizeDelay:{type:Number,default:10},lazy:{type:Boolean,default:!1},disabled:{type:Boolean,default:!1},loaderDisabled:{type:Boolean,default:!1},columns:{type:Array,default:null},loading:{type:Boolean,default:!1},showSpacer:{type:Boolean,default:!0},showLoader:{type:Boolean,default:!1},tabindex:{type:Number,default:0},inline:{type:Boolean,default:!1},step:{type:Number,default:0},appendOnly:{type:Boolean,default:!1},autoSize:{type:Boolean,default:!1}},style:gt,provide:function(){return{$pcVirtualScroller:this,$parentInstance:this}},beforeMount:function(){var t;gt.loadCSS({nonce:(t=this.$primevueConfig)===null||t===void 0||(t=t.csp)===null||t===void 0?void 0:t.nonce})}};function Fe(e){"@babel/helpers - typeof";return Fe=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(t){return typeof t}:function(t){return t&&typeof Symbol=="function"&&t.constructor===Symbol&&t!==Symbol.prototype?"symbol":typeof t},Fe(e)}function wt(e,t){var n=Object.keys(e);if(Object.getOwnPropertySymbols){var o=Object.getOwnPropertySymbols(e);t&&(o=o.filter(function(l){return Object.getOwnPropertyDescriptor(e,l).enumerable})),n.push.apply(n,o)}return n}function Te(e){for(var t=1;t<arguments.length;t++){var n=arguments[t]!=null?arguments[t]:{};t%2?wt(Object(n),!0).forEach(function(o){en(e,o,n[o])}):Object.getOwnPropertyDescriptors?Object.defineProperties(e,Object.getOwnPropertyDescriptors(n)):wt(Object(n)).forEach(function(o){Object.defineProperty(e,o,Object.getOwnPropertyDescriptor(n,o))})}return e}function en(e,t,n){return(t=pi(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}function pi(e){var t=fi(e,"string");return Fe(t)=="symbol"?t:t+""}function fi(e,t){if(Fe(e)!="object"||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var o=n.call(e,t);if(Fe(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(t==="string"?String:Number)(e)}var bt={name:"VirtualScroller",extends:ci,inheritAttrs:!1,emits:["update:numToleratedItems","scroll","scroll-index-change","lazy-load"],data:function(){var t=this.isBoth();return{first:t?{rows:0,cols:0}:0,last:t?{rows:0,cols:0}:0,page:t?{rows:0,cols:0}:0,numItemsInViewport:t?{rows:0,cols:0}:0,lastScrollPos:t?{top:0,left:0}:0,d_numToleratedItems:this.numToleratedItems,d_loading:this.loading,loaderArr:[],spacerStyle:{},contentStyle:{}}},element:null,content:null,lastScrollPos:null,scrollTimeout:null,resizeTimeout:null,defaultWidth:0,defaultHeight:0,defaultContentWidth:0,defaultContentHeight:0,isRangeChanged:!1,lazyLoadState:{},resizeListener:null,resizeObserver:null,initialized:!1,watch:{numToleratedItems:function(t){this.d_numToleratedItems=t},loading:function(t,n){this.lazy&&t!==n&&t!==this.d_loading&&(this.d_loading=t)},items:{handler:function(t,n){(!n||n.length!==(t||[]).length)&&(this.init(),this.calculateAutoSize())},deep:!0},itemSize:function(){this.init(),this.calculateAutoSize()},orientation:function(){this.lastScrollPos=this.isBoth()?{top:0,left:0}:0},scrollHeight:function(){this.init(),this.calculateAutoSize()},scrollWidth:function(){this.init(),this.calculateAutoSize()}},mounted:function(){this.viewInit(),this.lastScrollPos=this.isBoth()?{top:0,left:0}:0,this.lazyLoadState=this.lazyLoadState||{}},updated:function(){!this.initialized&&this.viewInit()},unmounted:function(){this.unbindResizeListener(),this.initialized=!1},methods:{viewInit:function(){We(this.element)&&(this.setContentEl(this.content),this.init(),this.calculateAutoSize(),this.defaultWidth=$e(this.element),this.defaultHeight=Ve(this.element),this.defaultContentWidth=$e(this.content),this.defaultContentHeight=Ve(this.content),this.initialized=!0),this.element&&this.bindResizeListener()},init:function(){this.disabled||(this.setSize(),this.calculateOptions(),this.setSpacerSize())},isVertical:function(){return this.orientation==="vertical"},isHorizontal:function(){return this.orientation==="horizontal"},isBoth:function(){return this.orientation==="both"},scrollTo:function(t){this.element&&this.element.scrollTo(t)},scrollToIndex:function(t){var n=this,o=arguments.length>1&&arguments[1]!==void 0?arguments[1]:"auto",l=this.isBoth(),i=this.isHorizontal(),s=l?t.every(function(P){return P>-1}):t>-1;if(s){var u=this.first,d=this.element,v=d.scrollTop,b=v===void 0?0:v,C=d.scrollLeft,c=C===void 0?0:C,y=this.calculateNumItems(),O=y.numToleratedItems,x=this.getContentPosition(),I=this.itemSize,m=function(){var B=arguments.length>0&&arguments[0]!==void 0?arguments[0]:0,Y=arguments.length>1?arguments[1]:void 0;return B<=Y?0:B},f=function(B,Y,le){return B*Y+le},r=function(){var B=arguments.length>0&&arguments[0]!==void 0?arguments[0]:0,Y=arguments.length>1&&arguments[1]!==void 0?arguments[1]:0;return n.scrollTo({left:B,top:Y,behavior:o})},g=l?{rows:0,cols:0}:0,T=!1,N=!1;l?(g={rows:m(t[0],O[0]),cols:m(t[1],O[1])},r(f(g.cols,I[1],x.left),f(g.rows,I[0],x.top)),N=this.lastScrollPos.top!==b||this.lastScrollPos.left!==c,T=g.rows!==u.rows||g.cols!==u.cols):(g=m(t,O),i?r(f(g,I,x.left),b):r(c,f(g,I,x.top)),N=this.lastScrollPos!==(i?c:b),T=g!==u),this.isRangeChanged=T,N&&(this.first=g)}},scrollInView:function(t,n){var o=this,l=arguments.length>2&&arguments[2]!==void 0?arguments[2]:"auto";if(n){var i=this.isBoth(),s=this.isHorizontal(),u=i?t.every(function(I){return I>-1}):t>-1;if(u){var d=this.getRenderedRange(),v=d.first,b=d.viewport,C=function(){var m=arguments.length>0&&arguments[0]!==void 0?arguments[0]:0,f=arguments.length>1&&arguments[1]!==void 0?arguments[1]:0;return o.scrollTo({left:m,top:f,behavior:l})},c=n==="to-start",y=n==="to-end";if(c){if(i)b.first.rows-v.rows>t[0]?C(b.first.cols*this.itemSize[1],(b.first.rows-1)*this.itemSize[0]):b.first.cols-v.cols>t[1]&&C((b.first.cols-1)*this.itemSize[1],b.first.rows*this.itemSize[0]);else if(b.first-v>t){var O=(b.first-1)*this.itemSize;s?C(O,0):C(0,O)}}else if(y){if(i)b.last.rows-v.rows<=t[0]+1?C(b.first.cols*this.itemSize[1],(b.first.rows+1)*this.itemSize[0]):b.last.cols-v.cols<=t[1]+1&&C((b.first.cols+1)*this.itemSize[1],b.first.rows*this.itemSize[0]);else if(b.last-v<=t+1){var x=(b.first+1)*this.itemSize;s?C(x,0):C(0,x)}}}}else this.scrollToIndex(t,l)},getRenderedRange:function(){var t=function(C,c){return Math.floor(C/(c||C))},n=this.first,o=0;if(this.element){var l=this.isBoth(),i=this.isHorizontal(),s=this.element,u=s.scrollTop,d=s.scrollLeft;if(l)n={rows:t(u,this.itemSize[0]),cols:t(d,this.itemSize[1])},o={rows:n.rows+this.numItemsInViewport.rows,cols:n.cols+this.numItemsInViewport.cols};else{var v=i?d:u;n=t(v,this.itemSize),o=n+this.numItemsInViewport}}return{first:this.first,last:this.last,viewport:{first:n,last:o}}},calculateNumItems:function(){var t=this.isBoth(),n=this.isHorizontal(),o=this.itemSize,l=this.getContentPosition(),i=this.element?this.element.offsetWidth-l.left:0,s=this.element?this.element.offsetHeight-l.top:0,u=function(c,y){return Math.ceil(c/(y||c))},d=function(c){return Math.ceil(c/2)},v=t?{rows:u(s,o[0]),cols:u(i,o[1])}:u(n?i:s,o),b=this.d_numToleratedItems||(t?[d(v.rows),d(v.cols)]:d(v));return{numItemsInViewport:v,numToleratedItems:b}},calculateOptions:function(){var t=this,n=this.isBoth(),o=this.first,l=this.calculateNumItems(),i=l.numItemsInViewport,s=l.numToleratedItems,u=function(b,C,c){var y=arguments.length>3&&arguments[3]!==void 0?arguments[3]:!1;return t.getLast(b+C+(b<c?2:3)*c,y)},d=n?{rows:u(o.rows,i.rows,s[0]),cols:u(o.cols,i.cols,s[1],!0)}:u(o,i,s);this.last=d,this.numItemsInViewport=i,this.d_numToleratedItems=s,this.$emit("update:numToleratedItems",this.d_numToleratedItems),this.showLoader&&(this.loaderArr=n?Array.from({length:i.rows}).map(function(){return Array.from({length:i.cols})}):Array.from({length:i})),this.lazy&&Promise.resolve().then(function(){var v;t.lazyLoadState={first:t.step?n?{rows:0,cols:o.cols}:0:o,last:Math.min(t.step?t.step:d,((v=t.items)===null||v===void 0?void 0:v.length)||0)},t.$emit("lazy-load",t.lazyLoadState)})},calculateAutoSize:function(){var t=this;this.autoSize&&!this.d_loading&&Promise.resolve().then(function(){if(t.content){var n=t.isBoth(),o=t.isHorizontal(),l=t.isVertical();t.content.style.minHeight=t.content.style.minWidth="auto",t.content.style.position="relative",t.element.style.contain="none";var i=[$e(t.element),Ve(t.element)],s=i[0],u=i[1];(n||o)&&(t.element.style.width=s<t.defaultWidth?s+"px":t.scrollWidth||t.defaultWidth+"px"),(n||l)&&(t.element.style.height=u<t.defaultHeight?u+"px":t.scrollHeight||t.defaultHeight+"px"),t.content.style.minHeight=t.content.style.minWidth="",t.content.style.position="",t.element.style.contain=""}})},getLast:function(){var t,n,o=arguments.length>0&&arguments[0]!==void 0?arguments[0]:0,l=arguments.length>1?arguments[1]:void 0;return this.items?Math.min(l?((t=this.columns||this.items[0])===null||t===void 0?void 0:t.length)||0:((n=this.items)===null||n===void 0?void 0:n.length)||0,o):0},getContentPosition:function(){if(this.content){var t=getComputedStyle(this.content),n=parseFloat(t.paddingLeft)+Math.max(parseFloat(t.left)||0,0),o=parseFloat(t.paddingRight)+Math.max(parseFloat(t.right)||0,0),l=parseFloat(t.paddingTop)+Math.max(parseFloat(t.top)||0,0),i=parseFloat(t.paddingBottom)+Math.max(parseFloat(t.bottom)||0,0);return{left:n,right:o,top:l,bottom:i,x:n+o,y:l+i}}return{left:0,right:0,top:0,bottom:0,x:0,y:0}},setSize:function(){var t=this;if(this.element){var n=this.isBoth(),o=this.isHorizontal(),l=this.element.parentElement,i=this.scrollWidth||"".concat(this.element.offsetWidth||l.offsetWidth,"px"),s=this.scrollHeight||"".concat(this.element.offsetHeight||l.offsetHeight,"px"),u=function(v,b){return t.element.style[v]=b};n||o?(u("height",s),u("width",i)):u("height",s)}},setSpacerSize:function(){var t=this,n=this.items;if(n){var o=this.isBoth(),l=this.isHorizontal(),i=this.getContentPosition(),s=function(d,v,b){var C=arguments.length>3&&arguments[3]!==void 0?arguments[3]:0;return t.spacerStyle=Te(Te({},t.spacerStyle),en({},"".concat(d),(v||[]).length*b+C+"px"))};o?(s("height",n,this.itemSize[0],i.y),s("width",this.columns||n[1],this.itemSize[1],i.x)):l?s("width",this.columns||n,this.itemSize,i.x):s("height",n,this.itemSize,i.y)}},setContentPosition:function(t){var n=this;if(this.content&&!this.appendOnly){var o=this.isBoth(),l=this.isHorizontal(),i=t?t.first:this.first,s=function(b,C){return b*C},u=function(){var b=arguments.length>0&&arguments[0]!==void 0?arguments[0]:0,C=arguments.length>1&&arguments[1]!==void 0?arguments[1]:0;return n.contentStyle=Te(Te({},n.contentStyle),{transform:"translate3d(".concat(b,"px, ").concat(C,"px, 0)")})};if(o)u(s(i.cols,this.itemSize[1]),s(i.rows,this.itemSize[0]));else{var d=s(i,this.itemSize);l?u(d,0):u(0,d)}}},onScrollPositionChange:function(t){var n=this,o=t.target,l=this.isBoth(),i=this.isHorizontal(),s=this.getContentPosition(),u=function(G,Q){return G?G>Q?G-Q:G:0},d=function(G,Q){return Math.floor(G/(Q||G))},v=function(G,Q,pe,fe,J,de){return G<=J?J:de?pe-fe-J:Q+J-1},b=function(G,Q,pe,fe,J,de,ne,Ze){if(G<=de)return 0;var ge=Math.max(0,ne?G<Q?pe:G-de:G>Q?pe:G-2*de),me=n.getLast(ge,Ze);return ge>me?me-J:ge},C=function(G,Q,pe,fe,J,de){var ne=Q+fe+2*J;return G>=J&&(ne+=J+1),n.getLast(ne,de)},c=u(o.scrollTop,s.top),y=u(o.scrollLeft,s.left),O=l?{rows:0,cols:0}:0,x=this.last,I=!1,m=this.lastScrollPos;if(l){var f=this.lastScrollPos.top<=c,r=this.lastScrollPos.left<=y;if(!this.appendOnly||this.appendOnly&&(f||r)){var g={rows:d(c,this.itemSize[0]),cols:d(y,this.itemSize[1])},T={rows:v(g.rows,this.first.rows,this.last.rows,this.numItemsInViewport.rows,this.d_numToleratedItems[0],f),cols:v(g.cols,this.first.cols,this.last.cols,this.numItemsInViewport.cols,this.d_numToleratedItems[1],r)};O={rows:b(g.rows,T.rows,this.first.rows,this.last.rows,this.numItemsInViewport.rows,this.d_numToleratedItems[0],f),cols:b(g.cols,T.cols,this.first.cols,this.last.cols,this.numItemsInViewport.cols,this.d_numToleratedItems[1],r,!0)},x={rows:C(g.rows,O.rows,this.last.rows,this.numItemsInViewport.rows,this.d_numToleratedItems[0]),cols:C(g.cols,O.cols,this.last.cols,this.numItemsInViewport.cols,this.d_numToleratedItems[1],!0)},I=O.rows!==this.first.rows||x.rows!==this.last.rows||O.cols!==this.first.cols||x.cols!==this.last.cols||this.isRangeChanged,m={top:c,left:y}}}else{var N=i?y:c,P=this.lastScrollPos<=N;if(!this.appendOnly||this.appendOnly&&P){var B=d(N,this.itemSize),Y=v(B,this.first,this.last,this.numItemsInViewport,this.d_numToleratedItems,P);O=b(B,Y,this.first,this.last,this.numItemsInViewport,this.d_numToleratedItems,P),x=C(B,O,this.last,this.numItemsInViewport,this.d_numToleratedItems),I=O!==this.first||x!==this.last||this.isRangeChanged,m=N}}return{first:O,last:x,isRangeChanged:I,scrollPos:m}},onScrollChange:function(t){var n=this.onScrollPositionChange(t),o=n.first,l=n.last,i=n.isRangeChanged,s=n.scrollPos;if(i){var u={first:o,last:l};if(this.setContentPosition(u),this.first=o,this.last=l,this.lastScrollPos=s,this.$emit("scroll-index-change",u),this.lazy&&this.isPageChanged(o)){var d,v,b={first:this.step?Math.min(this.getPageByFirst(o)*this.step,(((d=this.items)===null||d===void 0?void 0:d.length)||0)-this.step):o,last:Math.min(this.step?(this.getPageByFirst(o)+1)*this.step:l,((v=this.items)===null||v===void 0?void 0:v.length)||0)},C=this.lazyLoadState.first!==b.first||this.lazyLoadState.last!==b.last;C&&this.$emit("lazy-load",b),this.lazyLoadState=b}}},onScroll:function(t){var n=this;if(this.$emit("scroll",t),this.delay){if(this.scrollTimeout&&clearTimeout(this.scrollTimeout),this.isPageChanged()){if(!this.d_loading&&this.showLoader){var o=this.onScrollPositionChange(t),l=o.isRangeChanged,i=l||(this.step?this.isPageChanged():!1);i&&(this.d_loading=!0)}this.scrollTimeout=setTimeout(function(){n.onScrollChange(t),n.d_loading&&n.showLoader&&(!n.lazy||n.loading===void 0)&&(n.d_loading=!1,n.page=n.getPageByFirst())},this.delay)}}else this.onScrollChange(t)},onResize:function(){var t=this;this.resizeTimeout&&clearTimeout(this.resizeTimeout),this.resizeTimeout=setTimeout(function(){if(We(t.element)){var n=t.isBoth(),o=t.isVertical(),l=t.isHorizontal(),i=[$e(t.element),Ve(t.element)],s=i[0],u=i[1],d=s!==t.defaultWidth,v=u!==t.defaultHeight,b=n?d||v:l?d:o?v:!1;b&&(t.d_numToleratedItems=t.numToleratedItems,t.defaultWidth=s,t.defaultHeight=u,t.defaultContentWidth=$e(t.content),t.defaultContentHeight=Ve(t.content),t.init())}},this.resizeDelay)},bindResizeListener:function(){var t=this;this.resizeListener||(this.resizeListener=this.onResize.bind(this),window.addEventListener("resize",this.resizeListener),window.addEventListener("orientationchange",this.resizeListener),this.resizeObserver=new ResizeObserver(function(){t.onResize()}),this.resizeObserver.observe(this.element))},unbindResizeListener:function(){this.resizeListener&&(window.removeEventListener("resize",this.resizeListener),window.removeEventListener("orientationchange",this.resizeListener),this.resizeListener=null),this.resizeObserver&&(this.resizeObserver.disconnect(),this.resizeObserver=null)},getOptions:function(t){var n=(this.items||[]).length,o=this.isBoth()?this.first.rows+t:this.first+t;return{index:o,count:n,first:o===0,last:o===n-1,even:o%2===0,odd:o%2!==0}},getLoaderOptions:function(t,n){var o=this.loaderArr.length;return Te({index:t,count:o,first:t===0,last:t===o-1,even:t%2===0,odd:t%2!==0},n)},getPageByFirst:function(t){return Math.floor(((t??this.first)+this.d_numToleratedItems*4)/(this.step||1))},isPageChanged:function(t){return this.step&&!this.lazy?this.page!==this.getPageByFirst(t??this.first):!0},setContentEl:function(t){this.content=t||this.content||pt(this.element,'[data-pc-section="content"]')},elementRef:function(t){this.element=t},contentRef:function(t){this.content=t}},computed:{containerClass:function(){return["p-virtualscroller",this.class,{"p-virtualscroller-inline":this.inline,"p-virtualscroller-both p-both-scroll":this.isBoth(),"p-virtualscroller-horizontal p-horizontal-scroll":this.isHorizontal()}]},contentClass:function(){return["p-virtualscroller-content",{"p-virtualscroller-loading":this.d_loading}]},loaderClass:function(){return["p-virtualscroller-loader",{"p-virtualscroller-loader-mask":!this.$slots.loader}]},loadedItems:function(){var t=this;return this.items&&!this.d_loading?this.isBoth()?this.items.slice(this.appendOnly?0:this.first.rows,this.last.rows).map(function(n){return t.columns?n:n.slice(t.appendOnly?0:t.first.cols,t.last.cols)}):this.isHorizontal()&&this.columns?this.items:this.items.slice(this.appendOnly?0:this.first,this.last):[]},loadedRows:function(){return this.d_loading?this.loaderDisabled?this.loaderArr:[]:this.loadedItems},loadedColumns:function(){if(this.columns){var t=this.isBoth(),n=this.isHorizontal();if(t||n)return this.d_loading&&this.loaderDisabled?t?this.loaderArr[0]:this.loaderArr:this.columns.slice(t?this.first.cols:this.first,t?this.last.cols:this.last)}return this.columns}},components:{SpinnerIcon:ct}},hi=["tabindex"];function mi(e,t,n,o,l,i){var s=W("SpinnerIcon");return e.disabled?(a(),p(K,{key:1},[F(e.$slots,"default"),F(e.$slots,"content",{items:e.items,rows:e.items,columns:i.loadedColumns})],64)):(a(),p("div",k({key:0,ref:i.elementRef,class:i.containerClass,tabindex:e.tabindex,style:e.style,onScroll:t[0]||(t[0]=function(){return i.onScroll&&i.onScroll.apply(i,arguments)})},e.ptmi("root")),[F(e.$slots,"content",{styleClass:i.contentClass,items:i.loadedItems,getItemOptions:i.getOptions,loading:l.d_loading,getLoaderOptions:i.getLoaderOptions,itemSize:e.itemSize,rows:i.loadedRows,columns:i.loadedColumns,contentRef:i.contentRef,spacerStyle:l.spacerStyle,contentStyle:l.contentStyle,vertical:i.isVertical(),horizontal:i.isHorizontal(),both:i.isBoth()},function(){return[h("div",k({ref:i.contentRef,class:i.contentClass,style:l.contentStyle},e.ptm("content")),[(a(!0),p(K,null,q(i.loadedItems,function(u,d){return F(e.$slots,"item",{key:d,item:u,options:i.getOptions(d)})}),128))],16)]}),e.showSpacer?(a(),p("div",k({key:0,class:"p-virtualscroller-spacer",style:l.spacerStyle},e.ptm("spacer")),null,16)):S("",!0),!e.loaderDisabled&&e.showLoader&&l.d_loading?(a(),p("div",k({key:1,class:i.loaderClass},e.ptm("loader")),[e.$slots&&e.$slots.loader?(a(!0),p(K,{key:0},q(l.loaderArr,function(u,d){return F(e.$slots,"loader",{key:d,options:i.getLoaderOptions(d,i.isBoth()&&{numCols:e.d_numItemsInViewport.cols})})}),128)):S("",!0),F(e.$slots,"loadingicon",{},function(){return[M(s,k({spin:"",class:"p-virtualscroller-loading-icon"},e.ptm("loadingIcon")),null,16)]})],16)):S("",!0)],16,hi))}bt.render=mi;var bi=`
    .p-select {
        display: inline-flex;
        cursor: pointer;
        position: relative;
        user-select: none;
        background: dt('select.background');
        border: 1px solid dt('select.border.color');
        transition:
            background dt('select.transition.duration'),
            color dt('select.transition.duration'),
            border-color dt('select.transition.duration'),
            outline-color dt('select.transition.duration'),
            box-shadow dt('select.transition.duration');
        border-radius: dt('select.border.radius');
        outline-color: transparent;
        box-shadow: dt('select.shadow');
    }

    .p-select:not(.p-disabled):hover {
        border-color: dt('select.hover.border.color');
    }

    .p-select:not(.p-disabled).p-focus {
        border-color: dt('select.focus.border.color');
        box-shadow: dt('select.focus.ring.shadow');
        outline: dt('select.focus.ring.width') dt('select.focus.ring.style') dt('select.focus.ring.color');
        outline-offset: dt('select.focus.ring.offset');
    }

    .p-select.p-variant-filled {
        background: dt('select.filled.background');
    }

    .p-select.p-variant-filled:not(.p-disabled):hover {
        background: dt('select.filled.hover.background');
    }

    .p-select.p-variant-filled:not(.p-disabled).p-focus {
        background: dt('select.filled.focus.background');
    }

    .p-select.p-invalid {
        border-color: dt('select.invalid.border.color');
    }

    .p-select.p-disabled {
        opacity: 1;
        background: dt('select.disabled.background');
    }

    .p-select-clear-icon {
        align-self: center;
        color: dt('select.clear.icon.color');
        inset-inline-end: dt('select.dropdown.width');
    }

    .p-select-dropdown {
        display: flex;
        align-items: center;
        justify-content: center;
        flex-shrink: 0;
        background: transparent;
        color: dt('select.dropdown.color');
        width: dt('select.dropdown.width');
        border-start-end-radius: dt('select.border.radius');
        border-end-end-radius: dt('select.border.radius');
    }

    .p-select-label {
        display: block;
        white-space: nowrap;
        overflow: hidden;
        flex: 1 1 auto;
        width: 1%;
        padding: dt('select.padding.y') dt('select.padding.x');
        text-overflow: ellipsis;
        cursor: pointer;
        color: dt('select.color');
        background: transparent;
        border: 0 none;
        outline: 0 none;
        font-size: 1rem;
    }

    .p-select-label.p-placeholder {
        color: dt('select.placeholder.color');
    }

    .p-select.p-invalid .p-select-label.p-placeholder {
        color: dt('select.invalid.placeholder.color');
    }

    .p-select.p-disabled .p-select-label {
        color: dt('select.disabled.color');
    }

    .p-select-label-empty {
        overflow: hidden;
        opacity: 0;
    }

    input.p-select-label {
        cursor: default;
    }

    .p-select-overlay {
        position: absolute;
        top: 0;
        left: 0;
        background: dt('select.overlay.background');
        color: dt('select.overlay.color');
        border: 1px solid dt('select.overlay.border.color');
        border-radius: dt('select.overlay.border.radius');
        box-shadow: dt('select.overlay.shadow');
        min-width: 100%;
        transform-origin: inherit;
        will-change: transform;
    }

    .p-select-header {
        padding: dt('select.list.header.padding');
    }

    .p-select-filter {
        width: 100%;
    }

    .p-select-list-container {
        overflow: auto;
    }

    .p-select-option-group {
        cursor: auto;
        margin: 0;
        padding: dt('select.option.group.padding');
        background: dt('select.option.group.background');
        color: dt('select.option.group.color');
        font-weight: dt('select.option.group.font.weight');
    }

    .p-select-list {
        margin: 0;
        padding: 0;
        list-style-type: none;
        padding: dt('select.list.padding');
        gap: dt('select.list.gap');
        display: flex;
        flex-direction: column;
    }

    .p-select-option {
        cursor: pointer;
        font-weight: normal;
        white-space: nowrap;
        position: relative;
        overflow: hidden;
        display: flex;
        align-items: center;
        padding: dt('select.option.padding');
        border: 0 none;
        color: dt('select.option.color');
        background: transparent;
        transition:
            background dt('select.transition.duration'),
            color dt('select.transition.duration'),
            border-color dt('select.transition.duration'),
            box-shadow dt('select.transition.duration'),
            outline-color dt('select.transition.duration');
        border-radius: dt('select.option.border.radius');
    }

    .p-select-option:not(.p-select-option-selected):not(.p-disabled).p-focus {
        background: dt('select.option.focus.background');
        color: dt('select.option.focus.color');
    }

    .p-select-option:not(.p-select-option-selected):not(.p-disabled):hover {
        background: dt('select.option.focus.background');
        color: dt('select.option.focus.color');
    }

    .p-select-option.p-select-option-selected {
        background: dt('select.option.selected.background');
        color: dt('select.option.selected.color');
    }

    .p-select-option.p-select-option-selected.p-focus {
        background: dt('select.option.selected.focus.background');
        color: dt('select.option.selected.focus.color');
    }
   
    .p-select-option-blank-icon {
        flex-shrink: 0;
    }

    .p-select-option-check-icon {
        position: relative;
        flex-shrink: 0;
        margin-inline-start: dt('select.checkmark.gutter.start');
        margin-inline-end: dt('select.checkmark.gutter.end');
        color: dt('select.checkmark.color');
    }

    .p-select-empty-message {
        padding: dt('select.empty.message.padding');
    }

    .p-select-fluid {
        display: flex;
        width: 100%;
    }

    .p-select-sm .p-select-label {
        font-size: dt('select.sm.font.size');
        padding-block: dt('select.sm.padding.y');
        padding-inline: dt('select.sm.padding.x');
    }

    .p-select-sm .p-select-dropdown .p-icon {
        font-size: dt('select.sm.font.size');
        width: dt('select.sm.font.size');
        height: dt('select.sm.font.size');
    }

    .p-select-lg .p-select-label {
        font-size: dt('select.lg.font.size');
        padding-block: dt('select.lg.padding.y');
        padding-inline: dt('select.lg.padding.x');
    }

    .p-select-lg .p-select-dropdown .p-icon {
        font-size: dt('select.lg.font.size');
        width: dt('select.lg.font.size');
        height: dt('select.lg.font.size');
    }

    .p-floatlabel-in .p-select-filter {
        padding-block-start: dt('select.padding.y');
        padding-block-end: dt('select.padding.y');
    }
`,vi={root:function(t){var n=t.instance,o=t.props,l=t.state;return["p-select p-component p-inputwrapper",{"p-disabled":o.disabled,"p-invalid":n.$invalid,"p-variant-filled":n.$variant==="filled","p-focus":l.focused,"p-inputwrapper-filled":n.$filled,"p-inputwrapper-focus":l.focused||l.overlayVisible,"p-select-open":l.overlayVisible,"p-select-fluid":n.$fluid,"p-select-sm p-inputfield-sm":o.size==="small","p-select-lg p-inputfield-lg":o.size==="large"}]},label:function(t){var n,o=t.instance,l=t.props;return["p-select-label",{"p-placeholder":!l.editable&&o.label===l.placeholder,"p-select-label-empty":!l.editable&&!o.$slots.value&&(o.label==="p-emptylabel"||((n=o.label)===null||n===void 0?void 0:n.length)===0)}]},clearIcon:"p-select-clear-icon",dropdown:"p-select-dropdown",loadingicon:"p-select-loading-icon",dropdownIcon:"p-select-dropdown-icon",overlay:"p-select-overlay p-component",header:"p-select-header",pcFilter:"p-select-filter",listContainer:"p-select-list-container",list:"p-select-list",optionGroup:"p-select-option-group",optionGroupLabel:"p-select-option-group-label",option:function(t){var n=t.instance,o=t.props,l=t.state,i=t.option,s=t.focusedOption;return["p-select-option",{"p-select-option-selected":n.isSelected(i)&&o.highlightOnSelect,"p-focus":l.focusedOptionIndex===s,"p-disabled":n.isOptionDisabled(i)}]},optionLabel:"p-select-option-label",optionCheckIcon:"p-select-option-check-icon",optionBlankIcon:"p-select-option-blank-icon",emptyMessage:"p-select-empty-message"},yi=ce.extend({name:"select",style:bi,classes:vi}),gi={name:"BaseSelect",extends:Ye,props:{options:Array,optionLabel:[String,Function],optionValue:[String,Function],optionDisabled:[String,Function],optionGroupLabel:[String,Function],optionGroupChildren:[String,Function],scrollHeight:{type:String,default:"14rem"},filter:Boolean,filterPlaceholder:String,filterLocale:String,filterMatchMode:{type:String,default:"contains"},filterFields:{type:Array,default:null},editable:Boolean,placeholder:{type:String,default:null},dataKey:null,showClear:{type:Boolean,default:!1},inputId:{type:String,default:null},inputClass:{type:[String,Object],default:null},inputStyle:{type:Object,default:null},labelId:{type:String,default:null},labelClass:{type:[String,Object],default:null},labelStyle:{type:Object,default:null},panelClass:{type:[String,Object],default:null},overlayStyle:{type:Object,default:null},overlayClass:{type:[String,Object],default:null},panelStyle:{type:Object,default:null},appendTo:{type:[String,Object],default:"body"},loading:{type:Boolean,default:!1},clearIcon:{type:String,default:void 0},dropdownIcon:{type:String,default:void 0},filterIcon:{type:String,default:void 0},loadingIcon:{type:String,default:void 0},resetFilterOnHide:{type:Boolean,default:!1},resetFilterOnClear:{type:Boolean,default:!1},virtualScrollerOptions:{type:Object,default:null},autoOptionFocus:{type:Boolean,default:!1},autoFilterFocus:{type:Boolean,default:!1},selectOnFocus:{type:Boolean,default:!1},focusOnHover:{type:Boolean,default:!0},highlightOnSelect:{type:Boolean,default:!0},checkmark:{type:Boolean,default:!1},filterMessage:{type:String,default:null},selectionMessage:{type:String,default:null},emptySelectionMessage:{type:String,default:null},emptyFilterMessage:{type:String,default:null},emptyMessage:{type:String,default:null},tabindex:{type:Number,default:0},ariaLabel:{type:String,default:null},ariaLabelledby:{type:String,default:null}},style:yi,provide:function(){return{$pcSelect:this,$parentInstance:this}}};function Ke(e){"@babel/helpers - typeof";return Ke=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(t){return typeof t}:function(t){return t&&typeof Symbol=="function"&&t.constructor===Symbol&&t!==Symbol.prototype?"symbol":typeof t},Ke(e)}function wi(e){return Si(e)||Ii(e)||Oi(e)||ki()}function ki(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function Oi(e,t){if(e){if(typeof e=="string")return ot(e,t);var n={}.toString.call(e).slice(8,-1);return n==="Object"&&e.constructor&&(n=e.constructor.name),n==="Map"||n==="Set"?Array.from(e):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?ot(e,t):void 0}}function Ii(e){if(typeof Symbol<"u"&&e[Symbol.iterator]!=null||e["@@iterator"]!=null)return Array.from(e)}function Si(e){if(Array.isArray(e))return ot(e)}function ot(e,t){(t==null||t>e.length)&&(t=e.length);for(var n=0,o=Array(t);n<t;n++)o[n]=e[n];return o}function kt(e,t){var n=Object.keys(e);if(Object.getOwnPropertySymbols){var o=Object.getOwnPropertySymbols(e);t&&(o=o.filter(function(l){return Object.getOwnPropertyDescriptor(e,l).enumerable})),n.push.apply(n,o)}return n}function Ot(e){for(var t=1;t<arguments.length;t++){var n=arguments[t]!=null?arguments[t]:{};t%2?kt(Object(n),!0).forEach(function(o){ve(e,o,n[o])}):Object.getOwnPropertyDescriptors?Object.defineProperties(e,Object.getOwnPropertyDescriptors(n)):kt(Object(n)).forEach(function(o){Object.defineProperty(e,o,Object.getOwnPropertyDescriptor(n,o))})}return e}function ve(e,t,n){return(t=Ci(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}function Ci(e){var t=xi(e,"string");return Ke(t)=="symbol"?t:t+""}function xi(e,t){if(Ke(e)!="object"||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var o=n.call(e,t);if(Ke(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(t==="string"?String:Number)(e)}var vt={name:"Select",extends:gi,inheritAttrs:!1,emits:["change","focus","blur","before-show","before-hide","show","hide","filter"],outsideClickListener:null,scrollHandler:null,resizeListener:null,labelClickListener:null,matchMediaOrientationListener:null,overlay:null,list:null,virtualScroller:null,searchTimeout:null,searchValue:null,isModelValueChanged:!1,data:function(){return{clicked:!1,focused:!1,focusedOptionIndex:-1,filterValue:null,overlayVisible:!1,queryOrientation:null}},watch:{modelValue:function(){this.isModelValueChanged=!0},options:function(){this.autoUpdateModel()}},mounted:function(){this.autoUpdateModel(),this.bindLabelClickListener(),this.bindMatchMediaOrientationListener()},updated:function(){this.overlayVisible&&this.isModelValueChanged&&this.scrollInView(this.findSelectedOptionIndex()),this.isModelValueChanged=!1},beforeUnmount:function(){this.unbindOutsideClickListener(),this.unbindResizeListener(),this.unbindLabelClickListener(),this.unbindMatchMediaOrientationListener(),this.scrollHandler&&(this.scrollHandler.destroy(),this.scrollHandler=null),this.overlay&&(ke.clear(this.overlay),this.overlay=null)},methods:{getOptionIndex:function(t,n){return this.virtualScrollerDisabled?t:n&&n(t).index},getOptionLabel:function(t){return this.optionLabel?ae(t,this.optionLabel):t},getOptionValue:function(t){return this.optionValue?ae(t,this.optionValue):t},getOptionRenderKey:function(t,n){return(this.dataKey?ae(t,this.dataKey):this.getOptionLabel(t))+"_"+n},getPTItemOptions:function(t,n,o,l){return this.ptm(l,{context:{option:t,index:o,selected:this.isSelected(t),focused:this.focusedOptionIndex===this.getOptionIndex(o,n),disabled:this.isOptionDisabled(t)}})},isOptionDisabled:function(t){return this.optionDisabled?ae(t,this.optionDisabled):!1},isOptionGroup:function(t){return this.optionGroupLabel&&t.optionGroup&&t.group},getOptionGroupLabel:function(t){return ae(t,this.optionGroupLabel)},getOptionGroupChildren:function(t){return ae(t,this.optionGroupChildren)},getAriaPosInset:function(t){var n=this;return(this.optionGroupLabel?t-this.visibleOptions.slice(0,t).filter(function(o){return n.isOptionGroup(o)}).length:t)+1},show:function(t){this.$emit("before-show"),this.overlayVisible=!0,this.focusedOptionIndex=this.focusedOptionIndex!==-1?this.focusedOptionIndex:this.autoOptionFocus?this.findFirstFocusedOptionIndex():this.editable?-1:this.findSelectedOptionIndex(),t&&Z(this.$refs.focusInput)},hide:function(t){var n=this,o=function(){n.$emit("before-hide"),n.overlayVisible=!1,n.clicked=!1,n.focusedOptionIndex=-1,n.searchValue="",n.resetFilterOnHide&&(n.filterValue=null),t&&Z(n.$refs.focusInput)};setTimeout(function(){o()},0)},onFocus:function(t){this.disabled||(this.focused=!0,this.overlayVisible&&(this.focusedOptionIndex=this.focusedOptionIndex!==-1?this.focusedOptionIndex:this.autoOptionFocus?this.findFirstFocusedOptionIndex():this.editable?-1:this.findSelectedOptionIndex(),this.scrollInView(this.focusedOptionIndex)),this.$emit("focus",t))},onBlur:function(t){var n=this;setTimeout(function(){var o,l;n.focused=!1,n.focusedOptionIndex=-1,n.searchValue="",n.$emit("blur",t),(o=(l=n.formField).onBlur)===null||o===void 0||o.call(l,t)},100)},onKeyDown:function(t){var n=this;if(this.disabled){t.preventDefault();return}if(In())switch(t.code){case"Backspace":this.onBackspaceKey(t,this.editable);break;case"Enter":case"NumpadDecimal":this.onEnterKey(t);break;default:t.preventDefault();return}var o=t.metaKey||t.ctrlKey;switch(t.code){case"ArrowDown":this.onArrowDownKey(t);break;case"ArrowUp":this.onArrowUpKey(t,this.editable);break;case"ArrowLeft":case"ArrowRight":this.onArrowLeftKey(t,this.editable);break;case"Home":this.onHomeKey(t,this.editable);break;case"End":this.onEndKey(t,this.editable);break;case"PageDown":this.onPageDownKey(t);break;case"PageUp":this.onPageUpKey(t);break;case"Space":this.onSpaceKey(t,this.editable);break;case"Enter":case"NumpadEnter":this.onEnterKey(t);break;case"Escape":this.onEscapeKey(t);break;case"Tab":this.onTabKey(t);break;case"Backspace":this.onBackspaceKey(t,this.editable);break;case"ShiftLeft":case"ShiftRight":break;default:!o&&Sn(t.key)&&(!this.overlayVisible&&this.show(),!this.editable&&this.searchOptions(t,t.key),this.filter&&this.$nextTick(function(){n.$refs.filterInput&&Z(n.$refs.filterInput.$el)}));break}this.clicked=!1},onEditableInput:function(t){var n=t.target.value;this.searchValue="";var o=this.searchOptions(t,n);!o&&(this.focusedOptionIndex=-1),this.updateModel(t,n),!this.overlayVisible&&he(n)&&this.show()},onContainerClick:function(t){this.disabled||this.loading||t.target.tagName==="INPUT"||t.target.getAttribute("data-pc-section")==="clearicon"||t.target.closest('[data-pc-section="clearicon"]')||((!this.overlay||!this.overlay.contains(t.target))&&(this.overlayVisible?this.hide(!0):this.show(!0)),this.clicked=!0)},onClearClick:function(t){this.updateModel(t,null),this.resetFilterOnClear&&(this.filterValue=null)},onFirstHiddenFocus:function(t){var n=t.relatedTarget===this.$refs.focusInput?On(this.overlay,':not([data-p-hidden-focusable="true"])'):this.$refs.focusInput;Z(n)},onLastHiddenFocus:function(t){var n=t.relatedTarget===this.$refs.focusInput?kn(this.overlay,':not([data-p-hidden-focusable="true"])'):this.$refs.focusInput;Z(n)},onOptionSelect:function(t,n){var o=arguments.length>2&&arguments[2]!==void 0?arguments[2]:!0;if(this.overlayVisible){var l=this.getOptionValue(n);this.updateModel(t,l),o&&this.hide(!0)}},onOptionMouseMove:function(t,n){this.focusOnHover&&this.changeFocusedOptionIndex(t,n)},onFilterChange:function(t){var n=t.target.value;this.filterValue=n,this.focusedOptionIndex=-1,this.$emit("filter",{originalEvent:t,value:n}),!this.virtualScrollerDisabled&&this.virtualScroller.scrollToIndex(0)},onFilterKeyDown:function(t){if(!t.isComposing)switch(t.code){case"ArrowDown":this.onArrowDownKey(t);break;case"ArrowUp":this.onArrowUpKey(t,!0);break;case"ArrowLeft":case"ArrowRight":this.onArrowLeftKey(t,!0);break;case"Home":this.onHomeKey(t,!0);break;case"End":this.onEndKey(t,!0);break;case"Enter":case"NumpadEnter":this.onEnterKey(t);break;case"Escape":this.onEscapeKey(t);break;case"Tab":this.onTabKey(t);break}},onFilterBlur:function(){this.focusedOptionIndex=-1},onFilterUpdated:function(){this.overlayVisible&&this.alignOverlay()},onOverlayClick:function(t){Ut.emit("overlay-click",{originalEvent:t,target:this.$el})},onOverlayKeyDown:function(t){t.code==="Escape"&&this.onEscapeKey(t)},onArrowDownKey:function(t){if(!this.overlayVisible)this.show(),this.editable&&this.changeFocusedOptionIndex(t,this.findSelectedOptionIndex());else{var n=this.focusedOptionIndex!==-1?this.findNextOptionIndex(this.focusedOptionIndex):this.clicked?this.findFirstOptionIndex():this.findFirstFocusedOptionIndex();this.changeFocusedOptionIndex(t,n)}t.preventDefault()},onArrowUpKey:function(t){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;if(t.altKey&&!n)this.focusedOptionIndex!==-1&&this.onOptionSelect(t,this.visibleOptions[this.focusedOptionIndex]),this.overlayVisible&&this.hide(),t.preventDefault();else{var o=this.focusedOptionIndex!==-1?this.findPrevOptionIndex(this.focusedOptionIndex):this.clicked?this.findLastOptionIndex():this.findLastFocusedOptionIndex();this.changeFocusedOptionIndex(t,o),!this.overlayVisible&&this.show(),t.preventDefault()}},onArrowLeftKey:function(t){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;n&&(this.focusedOptionIndex=-1)},onHomeKey:function(t){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;if(n){var o=t.currentTarget;t.shiftKey?o.setSelectionRange(0,t.target.selectionStart):(o.setSelectionRange(0,0),this.focusedOptionIndex=-1)}else this.changeFocusedOptionIndex(t,this.findFirstOptionIndex()),!this.overlayVisible&&this.show();t.preventDefault()},onEndKey:function(t){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;if(n){var o=t.currentTarget;if(t.shiftKey)o.setSelectionRange(t.target.selectionStart,o.value.length);else{var l=o.value.length;o.setSelectionRange(l,l),this.focusedOptionIndex=-1}}else this.changeFocusedOptionIndex(t,this.findLastOptionIndex()),!this.overlayVisible&&this.show();t.preventDefault()},onPageUpKey:function(t){this.scrollInView(0),t.preventDefault()},onPageDownKey:function(t){this.scrollInView(this.visibleOptions.length-1),t.preventDefault()},onEnterKey:function(t){this.overlayVisible?(this.focusedOptionIndex!==-1&&this.onOptionSelect(t,this.visibleOptions[this.focusedOptionIndex]),this.hide(!0)):(this.focusedOptionIndex=-1,this.onArrowDownKey(t)),t.preventDefault()},onSpaceKey:function(t){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;!n&&this.onEnterKey(t)},onEscapeKey:function(t){this.overlayVisible&&this.hide(!0),t.preventDefault(),t.stopPropagation()},onTabKey:function(t){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;n||(this.overlayVisible&&this.hasFocusableElements()?(Z(this.$refs.firstHiddenFocusableElementOnOverlay),t.preventDefault()):(this.focusedOptionIndex!==-1&&this.onOptionSelect(t,this.visibleOptions[this.focusedOptionIndex]),this.overlayVisible&&this.hide(this.filter)))},onBackspaceKey:function(t){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1;n&&!this.overlayVisible&&this.show()},onOverlayEnter:function(t){var n=this;ke.set("overlay",t,this.$primevue.config.zIndex.overlay),Ht(t,{position:"absolute",top:"0"}),this.alignOverlay(),this.scrollInView(),this.$attrSelector&&t.setAttribute(this.$attrSelector,""),setTimeout(function(){n.autoFilterFocus&&n.filter&&Z(n.$refs.filterInput.$el),n.autoUpdateModel()},1)},onOverlayAfterEnter:function(){this.bindOutsideClickListener(),this.bindScrollListener(),this.bindResizeListener(),this.$emit("show")},onOverlayLeave:function(t){var n=this;t.style.pointerEvents="none",this.unbindOutsideClickListener(),this.unbindScrollListener(),this.unbindResizeListener(),this.autoFilterFocus&&this.filter&&!this.editable&&this.$nextTick(function(){n.$refs.filterInput&&Z(n.$refs.filterInput.$el)}),this.$emit("hide"),this.overlay=null},onOverlayAfterLeave:function(t){ke.clear(t)},alignOverlay:function(){this.appendTo==="self"?Bt(this.overlay,this.$el):this.overlay&&(this.overlay.style.minWidth=Rt(this.$el)+"px",jt(this.overlay,this.$el))},bindOutsideClickListener:function(){var t=this;this.outsideClickListener||(this.outsideClickListener=function(n){var o=n.composedPath();t.overlayVisible&&t.overlay&&!o.includes(t.$el)&&!o.includes(t.overlay)&&t.hide()},document.addEventListener("click",this.outsideClickListener,!0))},unbindOutsideClickListener:function(){this.outsideClickListener&&(document.removeEventListener("click",this.outsideClickListener,!0),this.outsideClickListener=null)},bindScrollListener:function(){var t=this;this.scrollHandler||(this.scrollHandler=new Et(this.$refs.container,function(){t.overlayVisible&&t.hide()})),this.scrollHandler.bindScrollListener()},unbindScrollListener:function(){this.scrollHandler&&this.scrollHandler.unbindScrollListener()},bindResizeListener:function(){var t=this;this.resizeListener||(this.resizeListener=function(){t.overlayVisible&&!Dt()&&t.hide()},window.addEventListener("resize",this.resizeListener))},unbindResizeListener:function(){this.resizeListener&&(window.removeEventListener("resize",this.resizeListener),this.resizeListener=null)},bindLabelClickListener:function(){var t=this;if(!this.editable&&!this.labelClickListener){var n=document.querySelector('label[for="'.concat(this.labelId,'"]'));n&&We(n)&&(this.labelClickListener=function(){Z(t.$refs.focusInput)},n.addEventListener("click",this.labelClickListener))}},unbindLabelClickListener:function(){if(this.labelClickListener){var t=document.querySelector('label[for="'.concat(this.labelId,'"]'));t&&We(t)&&t.removeEventListener("click",this.labelClickListener)}},bindMatchMediaOrientationListener:function(){var t=this;if(!this.matchMediaOrientationListener){var n=matchMedia("(orientation: portrait)");this.queryOrientation=n,this.matchMediaOrientationListener=function(){t.alignOverlay()},this.queryOrientation.addEventListener("change",this.matchMediaOrientationListener)}},unbindMatchMediaOrientationListener:function(){this.matchMediaOrientationListener&&(this.queryOrientation.removeEventListener("change",this.matchMediaOrientationListener),this.queryOrientation=null,this.matchMediaOrientationListener=null)},hasFocusableElements:function(){return wn(this.overlay,':not([data-p-hidden-focusable="true"])').length>0},isOptionExactMatched:function(t){var n;return this.isValidOption(t)&&typeof this.getOptionLabel(t)=="string"&&((n=this.getOptionLabel(t))===null||n===void 0?void 0:n.toLocaleLowerCase(this.filterLocale))==this.searchValue.toLocaleLowerCase(this.filterLocale)},isOptionStartsWith:function(t){var n;return this.isValidOption(t)&&typeof this.getOptionLabel(t)=="string"&&((n=this.getOptionLabel(t))===null||n===void 0?void 0:n.toLocaleLowerCase(this.filterLocale).startsWith(this.searchValue.toLocaleLowerCase(this.filterLocale)))},isValidOption:function(t){return he(t)&&!(this.isOptionDisabled(t)||this.isOptionGroup(t))},isValidSelectedOption:function(t){return this.isValidOption(t)&&this.isSelected(t)},isSelected:function(t){return ft(this.d_value,this.getOptionValue(t),this.equalityKey)},findFirstOptionIndex:function(){var t=this;return this.visibleOptions.findIndex(function(n){return t.isValidOption(n)})},findLastOptionIndex:function(){var t=this;return Me(this.visibleOptions,function(n){return t.isValidOption(n)})},findNextOptionIndex:function(t){var n=this,o=t<this.visibleOptions.length-1?this.visibleOptions.slice(t+1).findIndex(function(l){return n.isValidOption(l)}):-1;return o>-1?o+t+1:t},findPrevOptionIndex:function(t){var n=this,o=t>0?Me(this.visibleOptions.slice(0,t),function(l){return n.isValidOption(l)}):-1;return o>-1?o:t},findSelectedOptionIndex:function(){var t=this;return this.visibleOptions.findIndex(function(n){return t.isValidSelectedOption(n)})},findFirstFocusedOptionIndex:function(){var t=this.findSelectedOptionIndex();return t<0?this.findFirstOptionIndex():t},findLastFocusedOptionIndex:function(){var t=this.findSelectedOptionIndex();return t<0?this.findLastOptionIndex():t},searchOptions:function(t,n){var o=this;this.searchValue=(this.searchValue||"")+n;var l=-1,i=!1;return he(this.searchValue)&&(l=this.visibleOptions.findIndex(function(s){return o.isOptionExactMatched(s)}),l===-1&&(l=this.visibleOptions.findIndex(function(s){return o.isOptionStartsWith(s)})),l!==-1&&(i=!0),l===-1&&this.focusedOptionIndex===-1&&(l=this.findFirstFocusedOptionIndex()),l!==-1&&this.changeFocusedOptionIndex(t,l)),this.searchTimeout&&clearTimeout(this.searchTimeout),this.searchTimeout=setTimeout(function(){o.searchValue="",o.searchTimeout=null},500),i},changeFocusedOptionIndex:function(t,n){this.focusedOptionIndex!==n&&(this.focusedOptionIndex=n,this.scrollInView(),this.selectOnFocus&&this.onOptionSelect(t,this.visibleOptions[n],!1))},scrollInView:function(){var t=this,n=arguments.length>0&&arguments[0]!==void 0?arguments[0]:-1;this.$nextTick(function(){var o=n!==-1?"".concat(t.$id,"_").concat(n):t.focusedOptionId,l=pt(t.list,'li[id="'.concat(o,'"]'));l?l.scrollIntoView&&l.scrollIntoView({block:"nearest",inline:"nearest"}):t.virtualScrollerDisabled||t.virtualScroller&&t.virtualScroller.scrollToIndex(n!==-1?n:t.focusedOptionIndex)})},autoUpdateModel:function(){this.autoOptionFocus&&(this.focusedOptionIndex=this.findFirstFocusedOptionIndex()),this.selectOnFocus&&this.autoOptionFocus&&!this.$filled&&this.onOptionSelect(null,this.visibleOptions[this.focusedOptionIndex],!1)},updateModel:function(t,n){this.writeValue(n,t),this.$emit("change",{originalEvent:t,value:n})},flatOptions:function(t){var n=this;return(t||[]).reduce(function(o,l,i){o.push({optionGroup:l,group:!0,index:i});var s=n.getOptionGroupChildren(l);return s&&s.forEach(function(u){return o.push(u)}),o},[])},overlayRef:function(t){this.overlay=t},listRef:function(t,n){this.list=t,n&&n(t)},virtualScrollerRef:function(t){this.virtualScroller=t}},computed:{visibleOptions:function(){var t=this,n=this.optionGroupLabel?this.flatOptions(this.options):this.options||[];if(this.filterValue){var o=gn.filter(n,this.searchFields,this.filterValue,this.filterMatchMode,this.filterLocale);if(this.optionGroupLabel){var l=this.options||[],i=[];return l.forEach(function(s){var u=t.getOptionGroupChildren(s),d=u.filter(function(v){return o.includes(v)});d.length>0&&i.push(Ot(Ot({},s),{},ve({},typeof t.optionGroupChildren=="string"?t.optionGroupChildren:"items",wi(d))))}),this.flatOptions(i)}return o}return n},hasSelectedOption:function(){return this.$filled},label:function(){var t=this.findSelectedOptionIndex();return t!==-1?this.getOptionLabel(this.visibleOptions[t]):this.placeholder||"p-emptylabel"},editableInputValue:function(){var t=this.findSelectedOptionIndex();return t!==-1?this.getOptionLabel(this.visibleOptions[t]):this.d_value||""},equalityKey:function(){return this.optionValue?null:this.dataKey},searchFields:function(){return this.filterFields||[this.optionLabel]},filterResultMessageText:function(){return he(this.visibleOptions)?this.filterMessageText.replaceAll("{0}",this.visibleOptions.length):this.emptyFilterMessageText},filterMessageText:function(){return this.filterMessage||this.$primevue.config.locale.searchMessage||""},emptyFilterMessageText:function(){return this.emptyFilterMessage||this.$primevue.config.locale.emptySearchMessage||this.$primevue.config.locale.emptyFilterMessage||""},emptyMessageText:function(){return this.emptyMessage||this.$primevue.config.locale.emptyMessage||""},selectionMessageText:function(){return this.selectionMessage||this.$primevue.config.locale.selectionMessage||""},emptySelectionMessageText:function(){return this.emptySelectionMessage||this.$primevue.config.locale.emptySelectionMessage||""},selectedMessageText:function(){return this.$filled?this.selectionMessageText.replaceAll("{0}","1"):this.emptySelectionMessageText},focusedOptionId:function(){return this.focusedOptionIndex!==-1?"".concat(this.$id,"_").concat(this.focusedOptionIndex):null},ariaSetSize:function(){var t=this;return this.visibleOptions.filter(function(n){return!t.isOptionGroup(n)}).length},isClearIconVisible:function(){return this.showClear&&this.d_value!=null&&!this.disabled&&!this.loading},virtualScrollerDisabled:function(){return!this.virtualScrollerOptions},containerDataP:function(){return se(ve({invalid:this.$invalid,disabled:this.disabled,focus:this.focused,fluid:this.$fluid,filled:this.$variant==="filled"},this.size,this.size))},labelDataP:function(){return se(ve(ve({placeholder:!this.editable&&this.label===this.placeholder,clearable:this.showClear,disabled:this.disabled,editable:this.editable},this.size,this.size),"empty",!this.editable&&!this.$slots.value&&(this.label==="p-emptylabel"||this.label.length===0)))},dropdownIconDataP:function(){return se(ve({},this.size,this.size))},overlayDataP:function(){return se(ve({},"portal-"+this.appendTo,"portal-"+this.appendTo))}},directives:{ripple:Kt},components:{InputText:ee,VirtualScroller:bt,Portal:Ft,InputIcon:_t,IconField:Qt,TimesIcon:Pt,ChevronDownIcon:mt,SpinnerIcon:ct,SearchIcon:Xt,CheckIcon:At,BlankIcon:Zt}},Li=["id","data-p"],$i=["name","id","value","placeholder","tabindex","disabled","aria-label","aria-labelledby","aria-expanded","aria-controls","aria-activedescendant","aria-invalid","data-p"],Vi=["name","id","tabindex","aria-label","aria-labelledby","aria-expanded","aria-controls","aria-activedescendant","aria-invalid","aria-disabled","data-p"],zi=["data-p"],Ti=["id"],Mi=["id"],Ai=["id","aria-label","aria-selected","aria-disabled","aria-setsize","aria-posinset","onMousedown","onMousemove","data-p-selected","data-p-focused","data-p-disabled"];function Pi(e,t,n,o,l,i){var s=W("SpinnerIcon"),u=W("InputText"),d=W("SearchIcon"),v=W("InputIcon"),b=W("IconField"),C=W("CheckIcon"),c=W("BlankIcon"),y=W("VirtualScroller"),O=W("Portal"),x=Nt("ripple");return a(),p("div",k({ref:"container",id:e.$id,class:e.cx("root"),onClick:t[12]||(t[12]=function(){return i.onContainerClick&&i.onContainerClick.apply(i,arguments)}),"data-p":i.containerDataP},e.ptmi("root")),[e.editable?(a(),p("input",k({key:0,ref:"focusInput",name:e.name,id:e.labelId||e.inputId,type:"text",class:[e.cx("label"),e.inputClass,e.labelClass],style:[e.inputStyle,e.labelStyle],value:i.editableInputValue,placeholder:e.placeholder,tabindex:e.disabled?-1:e.tabindex,disabled:e.disabled,autocomplete:"off",role:"combobox","aria-label":e.ariaLabel,"aria-labelledby":e.ariaLabelledby,"aria-haspopup":"listbox","aria-expanded":l.overlayVisible,"aria-controls":l.overlayVisible?e.$id+"_list":void 0,"aria-activedescendant":l.focused?i.focusedOptionId:void 0,"aria-invalid":e.invalid||void 0,onFocus:t[0]||(t[0]=function(){return i.onFocus&&i.onFocus.apply(i,arguments)}),onBlur:t[1]||(t[1]=function(){return i.onBlur&&i.onBlur.apply(i,arguments)}),onKeydown:t[2]||(t[2]=function(){return i.onKeyDown&&i.onKeyDown.apply(i,arguments)}),onInput:t[3]||(t[3]=function(){return i.onEditableInput&&i.onEditableInput.apply(i,arguments)}),"data-p":i.labelDataP},e.ptm("label")),null,16,$i)):(a(),p("span",k({key:1,ref:"focusInput",name:e.name,id:e.labelId||e.inputId,class:[e.cx("label"),e.inputClass,e.labelClass],style:[e.inputStyle,e.labelStyle],tabindex:e.disabled?-1:e.tabindex,role:"combobox","aria-label":e.ariaLabel||(i.label==="p-emptylabel"?void 0:i.label),"aria-labelledby":e.ariaLabelledby,"aria-haspopup":"listbox","aria-expanded":l.overlayVisible,"aria-controls":e.$id+"_list","aria-activedescendant":l.focused?i.focusedOptionId:void 0,"aria-invalid":e.invalid||void 0,"aria-disabled":e.disabled,onFocus:t[4]||(t[4]=function(){return i.onFocus&&i.onFocus.apply(i,arguments)}),onBlur:t[5]||(t[5]=function(){return i.onBlur&&i.onBlur.apply(i,arguments)}),onKeydown:t[6]||(t[6]=function(){return i.onKeyDown&&i.onKeyDown.apply(i,arguments)}),"data-p":i.labelDataP},e.ptm("label")),[F(e.$slots,"value",{value:e.d_value,placeholder:e.placeholder},function(){var I;return[oe($(i.label==="p-emptylabel"?" ":(I=i.label)!==null&&I!==void 0?I:"empty"),1)]})],16,Vi)),i.isClearIconVisible?F(e.$slots,"clearicon",{key:2,class:X(e.cx("clearIcon")),clearCallback:i.onClearClick},function(){return[(a(),z(Oe(e.clearIcon?"i":"TimesIcon"),k({ref:"clearIcon",class:[e.cx("clearIcon"),e.clearIcon],onClick:i.onClearClick},e.ptm("clearIcon"),{"data-pc-section":"clearicon"}),null,16,["class","onClick"]))]}):S("",!0),h("div",k({class:e.cx("dropdown")},e.ptm("dropdown")),[e.loading?F(e.$slots,"loadingicon",{key:0,class:X(e.cx("loadingIcon"))},function(){return[e.loadingIcon?(a(),p("span",k({key:0,class:[e.cx("loadingIcon"),"pi-spin",e.loadingIcon],"aria-hidden":"true"},e.ptm("loadingIcon")),null,16)):(a(),z(s,k({key:1,class:e.cx("loadingIcon"),spin:"","aria-hidden":"true"},e.ptm("loadingIcon")),null,16,["class"]))]}):F(e.$slots,"dropdownicon",{key:1,class:X(e.cx("dropdownIcon"))},function(){return[(a(),z(Oe(e.dropdownIcon?"span":"ChevronDownIcon"),k({class:[e.cx("dropdownIcon"),e.dropdownIcon],"aria-hidden":"true","data-p":i.dropdownIconDataP},e.ptm("dropdownIcon")),null,16,["class","data-p"]))]})],16),M(O,{appendTo:e.appendTo},{default:j(function(){return[M(Gt,k({name:"p-anchored-overlay",onEnter:i.onOverlayEnter,onAfterEnter:i.onOverlayAfterEnter,onLeave:i.onOverlayLeave,onAfterLeave:i.onOverlayAfterLeave},e.ptm("transition")),{default:j(function(){return[l.overlayVisible?(a(),p("div",k({key:0,ref:i.overlayRef,class:[e.cx("overlay"),e.panelClass,e.overlayClass],style:[e.panelStyle,e.overlayStyle],onClick:t[10]||(t[10]=function(){return i.onOverlayClick&&i.onOverlayClick.apply(i,arguments)}),onKeydown:t[11]||(t[11]=function(){return i.onOverlayKeyDown&&i.onOverlayKeyDown.apply(i,arguments)}),"data-p":i.overlayDataP},e.ptm("overlay")),[h("span",k({ref:"firstHiddenFocusableElementOnOverlay",role:"presentation","aria-hidden":"true",class:"p-hidden-accessible p-hidden-focusable",tabindex:0,onFocus:t[7]||(t[7]=function(){return i.onFirstHiddenFocus&&i.onFirstHiddenFocus.apply(i,arguments)})},e.ptm("hiddenFirstFocusableEl"),{"data-p-hidden-accessible":!0,"data-p-hidden-focusable":!0}),null,16),F(e.$slots,"header",{value:e.d_value,options:i.visibleOptions}),e.filter?(a(),p("div",k({key:0,class:e.cx("header")},e.ptm("header")),[M(b,{unstyled:e.unstyled,pt:e.ptm("pcFilterContainer")},{default:j(function(){return[M(u,{ref:"filterInput",type:"text",value:l.filterValue,onVnodeMounted:i.onFilterUpdated,onVnodeUpdated:i.onFilterUpdated,class:X(e.cx("pcFilter")),placeholder:e.filterPlaceholder,variant:e.variant,unstyled:e.unstyled,role:"searchbox",autocomplete:"off","aria-owns":e.$id+"_list","aria-activedescendant":i.focusedOptionId,onKeydown:i.onFilterKeyDown,onBlur:i.onFilterBlur,onInput:i.onFilterChange,pt:e.ptm("pcFilter"),formControl:{novalidate:!0}},null,8,["value","onVnodeMounted","onVnodeUpdated","class","placeholder","variant","unstyled","aria-owns","aria-activedescendant","onKeydown","onBlur","onInput","pt"]),M(v,{unstyled:e.unstyled,pt:e.ptm("pcFilterIconContainer")},{default:j(function(){return[F(e.$slots,"filtericon",{},function(){return[e.filterIcon?(a(),p("span",k({key:0,class:e.filterIcon},e.ptm("filterIcon")),null,16)):(a(),z(d,Cn(k({key:1},e.ptm("filterIcon"))),null,16))]})]}),_:3},8,["unstyled","pt"])]}),_:3},8,["unstyled","pt"]),h("span",k({role:"status","aria-live":"polite",class:"p-hidden-accessible"},e.ptm("hiddenFilterResult"),{"data-p-hidden-accessible":!0}),$(i.filterResultMessageText),17)],16)):S("",!0),h("div",k({class:e.cx("listContainer"),style:{"max-height":i.virtualScrollerDisabled?e.scrollHeight:""}},e.ptm("listContainer")),[M(y,k({ref:i.virtualScrollerRef},e.virtualScrollerOptions,{items:i.visibleOptions,style:{height:e.scrollHeight},tabindex:-1,disabled:i.virtualScrollerDisabled,pt:e.ptm("virtualScroller")}),Wt({content:j(function(I){var m=I.styleClass,f=I.contentRef,r=I.items,g=I.getItemOptions,T=I.contentStyle,N=I.itemSize;return[h("ul",k({ref:function(B){return i.listRef(B,f)},id:e.$id+"_list",class:[e.cx("list"),m],style:T,role:"listbox"},e.ptm("list")),[(a(!0),p(K,null,q(r,function(P,B){return a(),p(K,{key:i.getOptionRenderKey(P,i.getOptionIndex(B,g))},[i.isOptionGroup(P)?(a(),p("li",k({key:0,id:e.$id+"_"+i.getOptionIndex(B,g),style:{height:N?N+"px":void 0},class:e.cx("optionGroup"),role:"option"},{ref_for:!0},e.ptm("optionGroup")),[F(e.$slots,"optiongroup",{option:P.optionGroup,index:i.getOptionIndex(B,g)},function(){return[h("span",k({class:e.cx("optionGroupLabel")},{ref_for:!0},e.ptm("optionGroupLabel")),$(i.getOptionGroupLabel(P.optionGroup)),17)]})],16,Mi)):qt((a(),p("li",k({key:1,id:e.$id+"_"+i.getOptionIndex(B,g),class:e.cx("option",{option:P,focusedOption:i.getOptionIndex(B,g)}),style:{height:N?N+"px":void 0},role:"option","aria-label":i.getOptionLabel(P),"aria-selected":i.isSelected(P),"aria-disabled":i.isOptionDisabled(P),"aria-setsize":i.ariaSetSize,"aria-posinset":i.getAriaPosInset(i.getOptionIndex(B,g)),onMousedown:function(le){return i.onOptionSelect(le,P)},onMousemove:function(le){return i.onOptionMouseMove(le,i.getOptionIndex(B,g))},onClick:t[8]||(t[8]=Ie(function(){},["stop"])),"data-p-selected":!e.checkmark&&i.isSelected(P),"data-p-focused":l.focusedOptionIndex===i.getOptionIndex(B,g),"data-p-disabled":i.isOptionDisabled(P)},{ref_for:!0},i.getPTItemOptions(P,g,B,"option")),[e.checkmark?(a(),p(K,{key:0},[i.isSelected(P)?(a(),z(C,k({key:0,class:e.cx("optionCheckIcon")},{ref_for:!0},e.ptm("optionCheckIcon")),null,16,["class"])):(a(),z(c,k({key:1,class:e.cx("optionBlankIcon")},{ref_for:!0},e.ptm("optionBlankIcon")),null,16,["class"]))],64)):S("",!0),F(e.$slots,"option",{option:P,selected:i.isSelected(P),index:i.getOptionIndex(B,g)},function(){return[h("span",k({class:e.cx("optionLabel")},{ref_for:!0},e.ptm("optionLabel")),$(i.getOptionLabel(P)),17)]})],16,Ai)),[[x]])],64)}),128)),l.filterValue&&(!r||r&&r.length===0)?(a(),p("li",k({key:0,class:e.cx("emptyMessage"),role:"option"},e.ptm("emptyMessage"),{"data-p-hidden-accessible":!0}),[F(e.$slots,"emptyfilter",{},function(){return[oe($(i.emptyFilterMessageText),1)]})],16)):!e.options||e.options&&e.options.length===0?(a(),p("li",k({key:1,class:e.cx("emptyMessage"),role:"option"},e.ptm("emptyMessage"),{"data-p-hidden-accessible":!0}),[F(e.$slots,"empty",{},function(){return[oe($(i.emptyMessageText),1)]})],16)):S("",!0)],16,Ti)]}),_:2},[e.$slots.loader?{name:"loader",fn:j(function(I){var m=I.options;return[F(e.$slots,"loader",{options:m})]}),key:"0"}:void 0]),1040,["items","style","disabled","pt"])],16),F(e.$slots,"footer",{value:e.d_value,options:i.visibleOptions}),!e.options||e.options&&e.options.length===0?(a(),p("span",k({key:1,role:"status","aria-live":"polite",class:"p-hidden-accessible"},e.ptm("hiddenEmptyMessage"),{"data-p-hidden-accessible":!0}),$(i.emptyMessageText),17)):S("",!0),h("span",k({role:"status","aria-live":"polite",class:"p-hidden-accessible"},e.ptm("hiddenSelectedMessage"),{"data-p-hidden-accessible":!0}),$(i.selectedMessageText),17),h("span",k({ref:"lastHiddenFocusableElementOnOverlay",role:"presentation","aria-hidden":"true",class:"p-hidden-accessible p-hidden-focusable",tabindex:0,onFocus:t[9]||(t[9]=function(){return i.onLastHiddenFocus&&i.onLastHiddenFocus.apply(i,arguments)})},e.ptm("hiddenLastFocusableEl"),{"data-p-hidden-accessible":!0,"data-p-hidden-focusable":!0}),null,16)],16,zi)):S("",!0)]}),_:3},16,["onEnter","onAfterEnter","onLeave","onAfterLeave"])]}),_:3},8,["appendTo"])],16,Li)}vt.render=Pi;const xe=new Set(["Section Break","Column Break","Tab Break","HTML","Button","Image","Heading","Fold"]),ue=new Set(["Table","Table MultiSelect"]),Fi=new Set(["Int","Float","Currency","Percent","Rating"]),Ha=[{fieldname:"name",fieldtype:"Data",label:"ID"},{fieldname:"modified",fieldtype:"Datetime",label:"Last Updated On"},{fieldname:"creation",fieldtype:"Datetime",label:"Created On"},{fieldname:"owner",fieldtype:"Link",label:"Created By",options:"User"}];function Ki(e){return e.issingle||e.istable||e.autoname==="autoincrement"?!1:!!Number(e.allow_rename??e.custom??0)}function lt(e){return(e.autoname??"").trim().toLowerCase()==="prompt"}function re(e){return e.label||e.fieldname.replace(/_/g," ").replace(/^./,t=>t.toUpperCase())}function Di(e){return e.fields.filter(t=>!xe.has(t.fieldtype))}function Ei(e){const t=Di(e).filter(l=>!ue.has(l.fieldtype)&&l.fieldtype!=="Password"&&!l.hidden),n=t.filter(l=>l.in_list_view);if(n.length>0)return n.slice(0,6);const o=t.find(l=>l.fieldname===e.title_field);return o?[o]:t.slice(0,3)}function Bi(e,t){const n=new Set(t),o=new Set,l=new Set;for(const i of e.permissions??[]){if(!n.has(i.role))continue;const s=i.permlevel??0;(i.read||i.write)&&o.add(s),i.write&&l.add(s)}if(n.has("Administrator"))for(const i of e.fields)o.add(i.permlevel??0),l.add(i.permlevel??0);return{read:o,write:l}}var tn={name:"MinusIcon",extends:Je};function Ri(e){return Ni(e)||Ui(e)||Hi(e)||ji()}function ji(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function Hi(e,t){if(e){if(typeof e=="string")return at(e,t);var n={}.toString.call(e).slice(8,-1);return n==="Object"&&e.constructor&&(n=e.constructor.name),n==="Map"||n==="Set"?Array.from(e):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?at(e,t):void 0}}function Ui(e){if(typeof Symbol<"u"&&e[Symbol.iterator]!=null||e["@@iterator"]!=null)return Array.from(e)}function Ni(e){if(Array.isArray(e))return at(e)}function at(e,t){(t==null||t>e.length)&&(t=e.length);for(var n=0,o=Array(t);n<t;n++)o[n]=e[n];return o}function Gi(e,t,n,o,l,i){return a(),p("svg",k({width:"14",height:"14",viewBox:"0 0 14 14",fill:"none",xmlns:"http://www.w3.org/2000/svg"},e.pti()),Ri(t[0]||(t[0]=[h("path",{d:"M13.2222 7.77778H0.777778C0.571498 7.77778 0.373667 7.69584 0.227806 7.54998C0.0819442 7.40412 0 7.20629 0 7.00001C0 6.79373 0.0819442 6.5959 0.227806 6.45003C0.373667 6.30417 0.571498 6.22223 0.777778 6.22223H13.2222C13.4285 6.22223 13.6263 6.30417 13.7722 6.45003C13.9181 6.5959 14 6.79373 14 7.00001C14 7.20629 13.9181 7.40412 13.7722 7.54998C13.6263 7.69584 13.4285 7.77778 13.2222 7.77778Z",fill:"currentColor"},null,-1)])),16)}tn.render=Gi;var Wi=`
    .p-checkbox {
        position: relative;
        display: inline-flex;
        user-select: none;
        vertical-align: bottom;
        width: dt('checkbox.width');
        height: dt('checkbox.height');
    }

    .p-checkbox-input {
        cursor: pointer;
        appearance: none;
        position: absolute;
        inset-block-start: 0;
        inset-inline-start: 0;
        width: 100%;
        height: 100%;
        padding: 0;
        margin: 0;
        opacity: 0;
        z-index: 1;
        outline: 0 none;
        border: 1px solid transparent;
        border-radius: dt('checkbox.border.radius');
    }

    .p-checkbox-box {
        display: flex;
        justify-content: center;
        align-items: center;
        border-radius: dt('checkbox.border.radius');
        border: 1px solid dt('checkbox.border.color');
        background: dt('checkbox.background');
        width: dt('checkbox.width');
        height: dt('checkbox.height');
        transition:
            background dt('checkbox.transition.duration'),
            color dt('checkbox.transition.duration'),
            border-color dt('checkbox.transition.duration'),
            box-shadow dt('checkbox.transition.duration'),
            outline-color dt('checkbox.transition.duration');
        outline-color: transparent;
        box-shadow: dt('checkbox.shadow');
    }

    .p-checkbox-icon {
        transition-duration: dt('checkbox.transition.duration');
        color: dt('checkbox.icon.color');
        font-size: dt('checkbox.icon.size');
        width: dt('checkbox.icon.size');
        height: dt('checkbox.icon.size');
    }

    .p-checkbox:not(.p-disabled):has(.p-checkbox-input:hover) .p-checkbox-box {
        border-color: dt('checkbox.hover.border.color');
    }

    .p-checkbox-checked .p-checkbox-box {
        border-color: dt('checkbox.checked.border.color');
        background: dt('checkbox.checked.background');
    }

    .p-checkbox-checked .p-checkbox-icon {
        color: dt('checkbox.icon.checked.color');
    }

    .p-checkbox-checked:not(.p-disabled):has(.p-checkbox-input:hover) .p-checkbox-box {
        background: dt('checkbox.checked.hover.background');
        border-color: dt('checkbox.checked.hover.border.color');
    }

    .p-checkbox-checked:not(.p-disabled):has(.p-checkbox-input:hover) .p-checkbox-icon {
        color: dt('checkbox.icon.checked.hover.color');
    }

    .p-checkbox:not(.p-disabled):has(.p-checkbox-input:focus-visible) .p-checkbox-box {
        border-color: dt('checkbox.focus.border.color');
        box-shadow: dt('checkbox.focus.ring.shadow');
        outline: dt('checkbox.focus.ring.width') dt('checkbox.focus.ring.style') dt('checkbox.focus.ring.color');
        outline-offset: dt('checkbox.focus.ring.offset');
    }

    .p-checkbox-checked:not(.p-disabled):has(.p-checkbox-input:focus-visible) .p-checkbox-box {
        border-color: dt('checkbox.checked.focus.border.color');
    }

    .p-checkbox.p-invalid > .p-checkbox-box {
        border-color: dt('checkbox.invalid.border.color');
    }

    .p-checkbox.p-variant-filled .p-checkbox-box {
        background: dt('checkbox.filled.background');
    }

    .p-checkbox-checked.p-variant-filled .p-checkbox-box {
        background: dt('checkbox.checked.background');
    }

    .p-checkbox-checked.p-variant-filled:not(.p-disabled):has(.p-checkbox-input:hover) .p-checkbox-box {
        background: dt('checkbox.checked.hover.background');
    }

    .p-checkbox.p-disabled {
        opacity: 1;
    }

    .p-checkbox.p-disabled .p-checkbox-box {
        background: dt('checkbox.disabled.background');
        border-color: dt('checkbox.checked.disabled.border.color');
    }

    .p-checkbox.p-disabled .p-checkbox-box .p-checkbox-icon {
        color: dt('checkbox.icon.disabled.color');
    }

    .p-checkbox-sm,
    .p-checkbox-sm .p-checkbox-box {
        width: dt('checkbox.sm.width');
        height: dt('checkbox.sm.height');
    }

    .p-checkbox-sm .p-checkbox-icon {
        font-size: dt('checkbox.icon.sm.size');
        width: dt('checkbox.icon.sm.size');
        height: dt('checkbox.icon.sm.size');
    }

    .p-checkbox-lg,
    .p-checkbox-lg .p-checkbox-box {
        width: dt('checkbox.lg.width');
        height: dt('checkbox.lg.height');
    }

    .p-checkbox-lg .p-checkbox-icon {
        font-size: dt('checkbox.icon.lg.size');
        width: dt('checkbox.icon.lg.size');
        height: dt('checkbox.icon.lg.size');
    }
`,qi={root:function(t){var n=t.instance,o=t.props;return["p-checkbox p-component",{"p-checkbox-checked":n.checked,"p-disabled":o.disabled,"p-invalid":n.$pcCheckboxGroup?n.$pcCheckboxGroup.$invalid:n.$invalid,"p-variant-filled":n.$variant==="filled","p-checkbox-sm p-inputfield-sm":o.size==="small","p-checkbox-lg p-inputfield-lg":o.size==="large"}]},box:"p-checkbox-box",input:"p-checkbox-input",icon:"p-checkbox-icon"},Ji=ce.extend({name:"checkbox",style:Wi,classes:qi}),Yi={name:"BaseCheckbox",extends:Ye,props:{value:null,binary:Boolean,indeterminate:{type:Boolean,default:!1},trueValue:{type:null,default:!0},falseValue:{type:null,default:!1},readonly:{type:Boolean,default:!1},required:{type:Boolean,default:!1},tabindex:{type:Number,default:null},inputId:{type:String,default:null},inputClass:{type:[String,Object],default:null},inputStyle:{type:Object,default:null},ariaLabelledby:{type:String,default:null},ariaLabel:{type:String,default:null}},style:Ji,provide:function(){return{$pcCheckbox:this,$parentInstance:this}}};function De(e){"@babel/helpers - typeof";return De=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(t){return typeof t}:function(t){return t&&typeof Symbol=="function"&&t.constructor===Symbol&&t!==Symbol.prototype?"symbol":typeof t},De(e)}function Zi(e,t,n){return(t=Xi(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}function Xi(e){var t=Qi(e,"string");return De(t)=="symbol"?t:t+""}function Qi(e,t){if(De(e)!="object"||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var o=n.call(e,t);if(De(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(t==="string"?String:Number)(e)}function _i(e){return io(e)||no(e)||to(e)||eo()}function eo(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function to(e,t){if(e){if(typeof e=="string")return rt(e,t);var n={}.toString.call(e).slice(8,-1);return n==="Object"&&e.constructor&&(n=e.constructor.name),n==="Map"||n==="Set"?Array.from(e):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?rt(e,t):void 0}}function no(e){if(typeof Symbol<"u"&&e[Symbol.iterator]!=null||e["@@iterator"]!=null)return Array.from(e)}function io(e){if(Array.isArray(e))return rt(e)}function rt(e,t){(t==null||t>e.length)&&(t=e.length);for(var n=0,o=Array(t);n<t;n++)o[n]=e[n];return o}var Ne={name:"Checkbox",extends:Yi,inheritAttrs:!1,emits:["change","focus","blur","update:indeterminate"],inject:{$pcCheckboxGroup:{default:void 0}},data:function(){return{d_indeterminate:this.indeterminate}},watch:{indeterminate:function(t){this.d_indeterminate=t,this.updateIndeterminate()}},mounted:function(){this.updateIndeterminate()},updated:function(){this.updateIndeterminate()},methods:{getPTOptions:function(t){var n=t==="root"?this.ptmi:this.ptm;return n(t,{context:{checked:this.checked,indeterminate:this.d_indeterminate,disabled:this.disabled}})},onChange:function(t){var n=this;if(!this.disabled&&!this.readonly){var o=this.$pcCheckboxGroup?this.$pcCheckboxGroup.d_value:this.d_value,l;this.binary?l=this.d_indeterminate?this.trueValue:this.checked?this.falseValue:this.trueValue:this.checked||this.d_indeterminate?l=o.filter(function(i){return!ft(i,n.value)}):l=o?[].concat(_i(o),[this.value]):[this.value],this.d_indeterminate&&(this.d_indeterminate=!1,this.$emit("update:indeterminate",this.d_indeterminate)),this.$pcCheckboxGroup?this.$pcCheckboxGroup.writeValue(l,t):this.writeValue(l,t),this.$emit("change",t)}},onFocus:function(t){this.$emit("focus",t)},onBlur:function(t){var n,o;this.$emit("blur",t),(n=(o=this.formField).onBlur)===null||n===void 0||n.call(o,t)},updateIndeterminate:function(){this.$refs.input&&(this.$refs.input.indeterminate=this.d_indeterminate)}},computed:{groupName:function(){return this.$pcCheckboxGroup?this.$pcCheckboxGroup.groupName:this.$formName},checked:function(){var t=this.$pcCheckboxGroup?this.$pcCheckboxGroup.d_value:this.d_value;return this.d_indeterminate?!1:this.binary?t===this.trueValue:xn(this.value,t)},dataP:function(){return se(Zi({invalid:this.$invalid,checked:this.checked,disabled:this.disabled,filled:this.$variant==="filled"},this.size,this.size))}},components:{CheckIcon:At,MinusIcon:tn}},oo=["data-p-checked","data-p-indeterminate","data-p-disabled","data-p"],lo=["id","value","name","checked","tabindex","disabled","readonly","required","aria-labelledby","aria-label","aria-invalid"],ao=["data-p"];function ro(e,t,n,o,l,i){var s=W("CheckIcon"),u=W("MinusIcon");return a(),p("div",k({class:e.cx("root")},i.getPTOptions("root"),{"data-p-checked":i.checked,"data-p-indeterminate":l.d_indeterminate||void 0,"data-p-disabled":e.disabled,"data-p":i.dataP}),[h("input",k({ref:"input",id:e.inputId,type:"checkbox",class:[e.cx("input"),e.inputClass],style:e.inputStyle,value:e.value,name:i.groupName,checked:i.checked,tabindex:e.tabindex,disabled:e.disabled,readonly:e.readonly,required:e.required,"aria-labelledby":e.ariaLabelledby,"aria-label":e.ariaLabel,"aria-invalid":e.invalid||void 0,onFocus:t[0]||(t[0]=function(){return i.onFocus&&i.onFocus.apply(i,arguments)}),onBlur:t[1]||(t[1]=function(){return i.onBlur&&i.onBlur.apply(i,arguments)}),onChange:t[2]||(t[2]=function(){return i.onChange&&i.onChange.apply(i,arguments)})},i.getPTOptions("input")),null,16,lo),h("div",k({class:e.cx("box")},i.getPTOptions("box"),{"data-p":i.dataP}),[F(e.$slots,"icon",{checked:i.checked,indeterminate:l.d_indeterminate,class:X(e.cx("icon")),dataP:i.dataP},function(){return[i.checked?(a(),z(s,k({key:0,class:e.cx("icon")},i.getPTOptions("icon"),{"data-p":i.dataP}),null,16,["class","data-p"])):l.d_indeterminate?(a(),z(u,k({key:1,class:e.cx("icon")},i.getPTOptions("icon"),{"data-p":i.dataP}),null,16,["class","data-p"])):S("",!0)]})],16,ao)],16,oo)}Ne.render=ro;var so=`
    .p-tag {
        display: inline-flex;
        align-items: center;
        justify-content: center;
        background: dt('tag.primary.background');
        color: dt('tag.primary.color');
        font-size: dt('tag.font.size');
        font-weight: dt('tag.font.weight');
        padding: dt('tag.padding');
        border-radius: dt('tag.border.radius');
        gap: dt('tag.gap');
    }

    .p-tag-icon {
        font-size: dt('tag.icon.size');
        width: dt('tag.icon.size');
        height: dt('tag.icon.size');
    }

    .p-tag-rounded {
        border-radius: dt('tag.rounded.border.radius');
    }

    .p-tag-success {
        background: dt('tag.success.background');
        color: dt('tag.success.color');
    }

    .p-tag-info {
        background: dt('tag.info.background');
        color: dt('tag.info.color');
    }

    .p-tag-warn {
        background: dt('tag.warn.background');
        color: dt('tag.warn.color');
    }

    .p-tag-danger {
        background: dt('tag.danger.background');
        color: dt('tag.danger.color');
    }

    .p-tag-secondary {
        background: dt('tag.secondary.background');
        color: dt('tag.secondary.color');
    }

    .p-tag-contrast {
        background: dt('tag.contrast.background');
        color: dt('tag.contrast.color');
    }
`,uo={root:function(t){var n=t.props;return["p-tag p-component",{"p-tag-info":n.severity==="info","p-tag-success":n.severity==="success","p-tag-warn":n.severity==="warn","p-tag-danger":n.severity==="danger","p-tag-secondary":n.severity==="secondary","p-tag-contrast":n.severity==="contrast","p-tag-rounded":n.rounded}]},icon:"p-tag-icon",label:"p-tag-label"},co=ce.extend({name:"tag",style:so,classes:uo}),po={name:"BaseTag",extends:Ue,props:{value:null,severity:null,rounded:Boolean,icon:String},style:co,provide:function(){return{$pcTag:this,$parentInstance:this}}};function Ee(e){"@babel/helpers - typeof";return Ee=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(t){return typeof t}:function(t){return t&&typeof Symbol=="function"&&t.constructor===Symbol&&t!==Symbol.prototype?"symbol":typeof t},Ee(e)}function fo(e,t,n){return(t=ho(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}function ho(e){var t=mo(e,"string");return Ee(t)=="symbol"?t:t+""}function mo(e,t){if(Ee(e)!="object"||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var o=n.call(e,t);if(Ee(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(t==="string"?String:Number)(e)}var st={name:"Tag",extends:po,inheritAttrs:!1,computed:{dataP:function(){return se(fo({rounded:this.rounded},this.severity,this.severity))}}},bo=["data-p"];function vo(e,t,n,o,l,i){return a(),p("span",k({class:e.cx("root"),"data-p":i.dataP},e.ptmi("root")),[e.$slots.icon?(a(),z(Oe(e.$slots.icon),k({key:0,class:e.cx("icon")},e.ptm("icon")),null,16,["class"])):e.icon?(a(),p("span",k({key:1,class:[e.cx("icon"),e.icon]},e.ptm("icon")),null,16)):S("",!0),e.value!=null||e.$slots.default?F(e.$slots,"default",{key:2},function(){return[h("span",k({class:e.cx("label")},e.ptm("label")),$(e.value),17)]}):S("",!0)],16,bo)}st.render=vo;class ie extends Error{}const yo=["===","!==","==","!=","<=",">=","&&","||","!","<",">","(",")","[","]",".",",","?",":","-"],It={true:!0,false:!1,null:null,undefined:void 0},St=1e3,Ct=32;function go(e){if(e.length>St)throw new ie(`longer than ${St} characters`);const t=[];let n=0;for(;n<e.length;){const o=e[n];if(/\s/.test(o)){n++;continue}const l=/^\d+(\.\d+)?/.exec(e.slice(n));if(l){t.push({t:"num",v:l[0]}),n+=l[0].length;continue}const i=/^[A-Za-z_$][\w$]*/.exec(e.slice(n));if(i){t.push({t:"id",v:i[0]}),n+=i[0].length;continue}if(o==='"'||o==="'"){let u="";for(n++;n<e.length&&e[n]!==o;n++)u+=e[n]==="\\"?e[++n]??"":e[n];if(e[n]!==o)throw new ie("unterminated string");t.push({t:"str",v:u}),n++;continue}const s=yo.find(u=>e.startsWith(u,n));if(!s)throw new ie(`unexpected "${o}"`);t.push({t:"op",v:s}),n+=s.length}return t.push({t:"end",v:""}),t}function wo(e){const t=go(e);let n=0,o=0;const l=()=>t[n],i=(...r)=>l().t==="op"&&r.includes(l().v),s=r=>{if(!i(r))throw new ie(`expected "${r}"`);n++},u=r=>{if(++o>Ct)throw new ie(`nested more than ${Ct} deep`);try{return r()}finally{o--}},d=(r,g)=>()=>{let T=r();for(;i(...g);)T={k:"binary",op:t[n++].v,left:T,right:r()};return T},v=()=>u(()=>{const r=m();if(!i("?"))return r;n++;const g=v();return s(":"),{k:"cond",test:r,then:g,otherwise:v()}}),b=r=>{const g=[];for(;!i(r);)g.push(v()),i(r)||s(",");return n++,g},C=()=>{const r=t[n++];if(r.t==="num")return{k:"lit",v:Number(r.v)};if(r.t==="str")return{k:"lit",v:r.v};if(r.t==="id")return r.v in It?{k:"lit",v:It[r.v]}:{k:"name",name:r.v};if(r.t==="op"&&r.v==="("){const g=v();return s(")"),g}if(r.t==="op"&&r.v==="[")return{k:"list",items:b("]")};throw new ie(r.t==="end"?"unexpected end":`unexpected "${r.v}"`)},c=()=>{let r=C();for(;;)if(i(".")){n++;const g=t[n++];if(g.t!=="id")throw new ie("expected a property name");r={k:"member",object:r,key:{k:"lit",v:g.v}}}else if(i("[")){n++;const g=v();s("]"),r={k:"member",object:r,key:g}}else if(i("("))n++,r={k:"call",callee:r,args:b(")")};else return r},y=()=>i("!","-")?u(()=>({k:"unary",op:t[n++].v,operand:y()})):c(),O=d(y,["<",">","<=",">="]),x=d(O,["===","!==","==","!="]),I=d(x,["&&"]),m=d(I,["||"]),f=v();if(l().t!=="end")throw new ie(`unexpected "${l().v}"`);return f}function xt(e,t){if(e===t)return!0;if(e==null||t==null)return e==null&&t==null;if(typeof e=="object"||typeof t=="object")return!1;const n=o=>typeof o=="boolean"?Number(o):typeof o=="string"&&o.trim()===""?0:Number(o);return typeof e=="string"&&typeof t=="string"?!1:n(e)===n(t)}function ko(e,t){if(e==null)throw new ie(`cannot read "${String(t)}" of ${String(e)}`);if(t==="length"&&(typeof e=="string"||Array.isArray(e)))return e.length;if(!(typeof e!="object"||typeof t!="string"&&typeof t!="number"))return Object.hasOwn(e,t)?e[t]:void 0}function Lt(e,t){if(Array.isArray(e))return e.some(n=>n===t);if(typeof e=="string")return e.includes(String(t));throw new ie("includes() of neither a list nor a text")}function Oo(e,t){const n=e.args.map(o=>_(o,t));if(e.callee.k==="name"&&e.callee.name==="in_list")return Lt(n[0],n[1]);if(e.callee.k==="member"&&e.callee.key.k==="lit"&&e.callee.key.v==="includes")return Lt(_(e.callee.object,t),n[0]);throw new ie("only in_list() and .includes() may be called")}function _(e,t){switch(e.k){case"lit":return e.v;case"name":if(!Object.hasOwn(t,e.name))throw new ie(`unknown name "${e.name}"`);return t[e.name];case"member":return ko(_(e.object,t),_(e.key,t));case"call":return Oo(e,t);case"list":return e.items.map(n=>_(n,t));case"unary":return e.op==="!"?!_(e.operand,t):-Number(_(e.operand,t));case"cond":return _(e.test,t)?_(e.then,t):_(e.otherwise,t);case"binary":{const n=_(e.left,t);if(e.op==="&&")return n&&_(e.right,t);if(e.op==="||")return n||_(e.right,t);const o=_(e.right,t);switch(e.op){case"===":return n===o;case"!==":return n!==o;case"==":return xt(n,o);case"!=":return!xt(n,o);default:{const[l,i]=[n,o];return e.op==="<"?l<i:e.op===">"?l>i:e.op==="<="?l<=i:l>=i}}}}}function Io(e,t,n){return _(wo(e),{doc:t,parent:n})}function yt(e,t,n,o){const l=(e??"").trim();if(!l||l.startsWith("fn:"))return o;if(l.startsWith("eval:"))try{return!!Io(l.slice(5),t,n)}catch(s){if(s instanceof ie)return o;throw s}const i=t[l];return Array.isArray(i)?i.length>0:!!i}function Be(e,t,n=null){return!e.hidden&&yt(e.depends_on,t,n,!0)}function qe(e,t,n=null){return!!e.reqd||yt(e.mandatory_depends_on,t,n,!1)}function nn(e,t,n=null){const o=!t.__islocal&&!!t.name;return!!e.set_only_once&&o||yt(e.read_only_depends_on,t,n,!1)}function on(e){return Array.isArray(e)?e.length>0:e!=null&&!(typeof e=="string"&&e.trim()==="")}function $t(e,t,n){return e.fields.filter(o=>!xe.has(o.fieldtype)&&Be(o,t,n)&&qe(o,t,n)&&!on(t[o.fieldname])).map(re)}function So(e,t,n,o){const l=o&&!on(t.name)?["Name"]:[];l.push(...$t(e,t,null));for(const i of e.fields){const s=n[i.fieldname];!ue.has(i.fieldtype)||!s||!Be(i,t)||(t[i.fieldname]??[]).forEach((u,d)=>{for(const v of $t(s,u,t))l.push(`${re(i)}, row ${d+1}: ${v}`)})}return l}var Co=`
    .p-textarea {
        font-family: inherit;
        font-feature-settings: inherit;
        font-size: 1rem;
        color: dt('textarea.color');
        background: dt('textarea.background');
        padding-block: dt('textarea.padding.y');
        padding-inline: dt('textarea.padding.x');
        border: 1px solid dt('textarea.border.color');
        transition:
            background dt('textarea.transition.duration'),
            color dt('textarea.transition.duration'),
            border-color dt('textarea.transition.duration'),
            outline-color dt('textarea.transition.duration'),
            box-shadow dt('textarea.transition.duration');
        appearance: none;
        border-radius: dt('textarea.border.radius');
        outline-color: transparent;
        box-shadow: dt('textarea.shadow');
    }

    .p-textarea:enabled:hover {
        border-color: dt('textarea.hover.border.color');
    }

    .p-textarea:enabled:focus {
        border-color: dt('textarea.focus.border.color');
        box-shadow: dt('textarea.focus.ring.shadow');
        outline: dt('textarea.focus.ring.width') dt('textarea.focus.ring.style') dt('textarea.focus.ring.color');
        outline-offset: dt('textarea.focus.ring.offset');
    }

    .p-textarea.p-invalid {
        border-color: dt('textarea.invalid.border.color');
    }

    .p-textarea.p-variant-filled {
        background: dt('textarea.filled.background');
    }

    .p-textarea.p-variant-filled:enabled:hover {
        background: dt('textarea.filled.hover.background');
    }

    .p-textarea.p-variant-filled:enabled:focus {
        background: dt('textarea.filled.focus.background');
    }

    .p-textarea:disabled {
        opacity: 1;
        background: dt('textarea.disabled.background');
        color: dt('textarea.disabled.color');
    }

    .p-textarea::placeholder {
        color: dt('textarea.placeholder.color');
    }

    .p-textarea.p-invalid::placeholder {
        color: dt('textarea.invalid.placeholder.color');
    }

    .p-textarea-fluid {
        width: 100%;
    }

    .p-textarea-resizable {
        overflow: hidden;
        resize: none;
    }

    .p-textarea-sm {
        font-size: dt('textarea.sm.font.size');
        padding-block: dt('textarea.sm.padding.y');
        padding-inline: dt('textarea.sm.padding.x');
    }

    .p-textarea-lg {
        font-size: dt('textarea.lg.font.size');
        padding-block: dt('textarea.lg.padding.y');
        padding-inline: dt('textarea.lg.padding.x');
    }
`,xo={root:function(t){var n=t.instance,o=t.props;return["p-textarea p-component",{"p-filled":n.$filled,"p-textarea-resizable ":o.autoResize,"p-textarea-sm p-inputfield-sm":o.size==="small","p-textarea-lg p-inputfield-lg":o.size==="large","p-invalid":n.$invalid,"p-variant-filled":n.$variant==="filled","p-textarea-fluid":n.$fluid}]}},Lo=ce.extend({name:"textarea",style:Co,classes:xo}),$o={name:"BaseTextarea",extends:Ye,props:{autoResize:Boolean},style:Lo,provide:function(){return{$pcTextarea:this,$parentInstance:this}}};function Re(e){"@babel/helpers - typeof";return Re=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(t){return typeof t}:function(t){return t&&typeof Symbol=="function"&&t.constructor===Symbol&&t!==Symbol.prototype?"symbol":typeof t},Re(e)}function Vo(e,t,n){return(t=zo(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}function zo(e){var t=To(e,"string");return Re(t)=="symbol"?t:t+""}function To(e,t){if(Re(e)!="object"||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var o=n.call(e,t);if(Re(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(t==="string"?String:Number)(e)}var je={name:"Textarea",extends:$o,inheritAttrs:!1,observer:null,mounted:function(){var t=this;this.autoResize&&(this.observer=new ResizeObserver(function(){requestAnimationFrame(function(){t.resize()})}),this.observer.observe(this.$el))},updated:function(){this.autoResize&&this.resize()},beforeUnmount:function(){this.observer&&this.observer.disconnect()},methods:{resize:function(){if(this.$el.offsetParent){var t=this.$el.style.height,n=parseInt(t)||0,o=this.$el.scrollHeight,l=!n||o>n,i=n&&o<n;i?(this.$el.style.height="auto",this.$el.style.height="".concat(this.$el.scrollHeight,"px")):l&&(this.$el.style.height="".concat(o,"px"))}},onInput:function(t){this.autoResize&&this.resize(),this.writeValue(t.target.value,t)}},computed:{attrs:function(){return k(this.ptmi("root",{context:{filled:this.$filled,disabled:this.disabled}}),this.formField)},dataP:function(){return se(Vo({invalid:this.$invalid,fluid:this.$fluid,filled:this.$variant==="filled"},this.size,this.size))}}},Mo=["value","name","disabled","aria-invalid","data-p"];function Ao(e,t,n,o,l,i){return a(),p("textarea",k({class:e.cx("root"),value:e.d_value,name:e.name,disabled:e.disabled,"aria-invalid":e.invalid||void 0,"data-p":i.dataP,onInput:t[0]||(t[0]=function(){return i.onInput&&i.onInput.apply(i,arguments)})},i.attrs),null,16,Mo)}je.render=Ao;var Po=`
    .p-chip {
        display: inline-flex;
        align-items: center;
        background: dt('chip.background');
        color: dt('chip.color');
        border-radius: dt('chip.border.radius');
        padding-block: dt('chip.padding.y');
        padding-inline: dt('chip.padding.x');
        gap: dt('chip.gap');
    }

    .p-chip-icon {
        color: dt('chip.icon.color');
        font-size: dt('chip.icon.size');
        width: dt('chip.icon.size');
        height: dt('chip.icon.size');
    }

    .p-chip-image {
        border-radius: 50%;
        width: dt('chip.image.width');
        height: dt('chip.image.height');
        margin-inline-start: calc(-1 * dt('chip.padding.y'));
    }

    .p-chip:has(.p-chip-remove-icon) {
        padding-inline-end: dt('chip.padding.y');
    }

    .p-chip:has(.p-chip-image) {
        padding-block-start: calc(dt('chip.padding.y') / 2);
        padding-block-end: calc(dt('chip.padding.y') / 2);
    }

    .p-chip-remove-icon {
        cursor: pointer;
        font-size: dt('chip.remove.icon.size');
        width: dt('chip.remove.icon.size');
        height: dt('chip.remove.icon.size');
        color: dt('chip.remove.icon.color');
        border-radius: 50%;
        transition:
            outline-color dt('chip.transition.duration'),
            box-shadow dt('chip.transition.duration');
        outline-color: transparent;
    }

    .p-chip-remove-icon:focus-visible {
        box-shadow: dt('chip.remove.icon.focus.ring.shadow');
        outline: dt('chip.remove.icon.focus.ring.width') dt('chip.remove.icon.focus.ring.style') dt('chip.remove.icon.focus.ring.color');
        outline-offset: dt('chip.remove.icon.focus.ring.offset');
    }
`,Fo={root:"p-chip p-component",image:"p-chip-image",icon:"p-chip-icon",label:"p-chip-label",removeIcon:"p-chip-remove-icon"},Ko=ce.extend({name:"chip",style:Po,classes:Fo}),Do={name:"BaseChip",extends:Ue,props:{label:{type:[String,Number],default:null},icon:{type:String,default:null},image:{type:String,default:null},removable:{type:Boolean,default:!1},removeIcon:{type:String,default:void 0}},style:Ko,provide:function(){return{$pcChip:this,$parentInstance:this}}},ln={name:"Chip",extends:Do,inheritAttrs:!1,emits:["remove"],data:function(){return{visible:!0}},methods:{onKeydown:function(t){(t.key==="Enter"||t.key==="Backspace")&&this.close(t)},close:function(t){this.visible=!1,this.$emit("remove",t)}},computed:{dataP:function(){return se({removable:this.removable})}},components:{TimesCircleIcon:Ln}},Eo=["aria-label","data-p"],Bo=["src"];function Ro(e,t,n,o,l,i){return l.visible?(a(),p("div",k({key:0,class:e.cx("root"),"aria-label":e.label},e.ptmi("root"),{"data-p":i.dataP}),[F(e.$slots,"default",{},function(){return[e.image?(a(),p("img",k({key:0,src:e.image},e.ptm("image"),{class:e.cx("image")}),null,16,Bo)):e.$slots.icon?(a(),z(Oe(e.$slots.icon),k({key:1,class:e.cx("icon")},e.ptm("icon")),null,16,["class"])):e.icon?(a(),p("span",k({key:2,class:[e.cx("icon"),e.icon]},e.ptm("icon")),null,16)):S("",!0),e.label!==null?(a(),p("div",k({key:3,class:e.cx("label")},e.ptm("label")),$(e.label),17)):S("",!0)]}),e.removable?F(e.$slots,"removeicon",{key:0,removeCallback:i.close,keydownCallback:i.onKeydown},function(){return[(a(),z(Oe(e.removeIcon?"span":"TimesCircleIcon"),k({class:[e.cx("removeIcon"),e.removeIcon],onClick:i.close,onKeydown:i.onKeydown},e.ptm("removeIcon")),null,16,["class","onClick","onKeydown"]))]}):S("",!0)],16,Eo)):S("",!0)}ln.render=Ro;var jo=`
    .p-autocomplete {
        display: inline-flex;
    }

    .p-autocomplete-loader {
        position: absolute;
        top: 50%;
        margin-top: -0.5rem;
        inset-inline-end: dt('autocomplete.padding.x');
    }

    .p-autocomplete:has(.p-autocomplete-dropdown) .p-autocomplete-loader {
        inset-inline-end: calc(dt('autocomplete.dropdown.width') + dt('autocomplete.padding.x'));
    }

    .p-autocomplete:has(.p-autocomplete-dropdown) .p-autocomplete-input {
        flex: 1 1 auto;
        width: 1%;
    }

    .p-autocomplete:has(.p-autocomplete-dropdown) .p-autocomplete-input,
    .p-autocomplete:has(.p-autocomplete-dropdown) .p-autocomplete-input-multiple {
        border-start-end-radius: 0;
        border-end-end-radius: 0;
    }

    .p-autocomplete-dropdown {
        cursor: pointer;
        display: inline-flex;
        user-select: none;
        align-items: center;
        justify-content: center;
        overflow: hidden;
        position: relative;
        width: dt('autocomplete.dropdown.width');
        border-start-end-radius: dt('autocomplete.dropdown.border.radius');
        border-end-end-radius: dt('autocomplete.dropdown.border.radius');
        background: dt('autocomplete.dropdown.background');
        border: 1px solid dt('autocomplete.dropdown.border.color');
        border-inline-start: 0 none;
        color: dt('autocomplete.dropdown.color');
        transition:
            background dt('autocomplete.transition.duration'),
            color dt('autocomplete.transition.duration'),
            border-color dt('autocomplete.transition.duration'),
            outline-color dt('autocomplete.transition.duration'),
            box-shadow dt('autocomplete.transition.duration');
        outline-color: transparent;
    }

    .p-autocomplete-dropdown:not(:disabled):hover {
        background: dt('autocomplete.dropdown.hover.background');
        border-color: dt('autocomplete.dropdown.hover.border.color');
        color: dt('autocomplete.dropdown.hover.color');
    }

    .p-autocomplete-dropdown:not(:disabled):active {
        background: dt('autocomplete.dropdown.active.background');
        border-color: dt('autocomplete.dropdown.active.border.color');
        color: dt('autocomplete.dropdown.active.color');
    }

    .p-autocomplete-dropdown:focus-visible {
        box-shadow: dt('autocomplete.dropdown.focus.ring.shadow');
        outline: dt('autocomplete.dropdown.focus.ring.width') dt('autocomplete.dropdown.focus.ring.style') dt('autocomplete.dropdown.focus.ring.color');
        outline-offset: dt('autocomplete.dropdown.focus.ring.offset');
    }

    .p-autocomplete-overlay {
        position: absolute;
        top: 0;
        left: 0;
        background: dt('autocomplete.overlay.background');
        color: dt('autocomplete.overlay.color');
        border: 1px solid dt('autocomplete.overlay.border.color');
        border-radius: dt('autocomplete.overlay.border.radius');
        box-shadow: dt('autocomplete.overlay.shadow');
        min-width: 100%;
    }

    .p-autocomplete-list-container {
        overflow: auto;
    }

    .p-autocomplete-list {
        margin: 0;
        list-style-type: none;
        display: flex;
        flex-direction: column;
        gap: dt('autocomplete.list.gap');
        padding: dt('autocomplete.list.padding');
    }

    .p-autocomplete-option {
        cursor: pointer;
        white-space: nowrap;
        position: relative;
        overflow: hidden;
        display: flex;
        align-items: center;
        padding: dt('autocomplete.option.padding');
        border: 0 none;
        color: dt('autocomplete.option.color');
        background: transparent;
        transition:
            background dt('autocomplete.transition.duration'),
            color dt('autocomplete.transition.duration'),
            border-color dt('autocomplete.transition.duration');
        border-radius: dt('autocomplete.option.border.radius');
    }

    .p-autocomplete-option:not(.p-autocomplete-option-selected):not(.p-disabled).p-focus {
        background: dt('autocomplete.option.focus.background');
        color: dt('autocomplete.option.focus.color');
    }

    .p-autocomplete-option:not(.p-autocomplete-option-selected):not(.p-disabled):hover {
        background: dt('autocomplete.option.focus.background');
        color: dt('autocomplete.option.focus.color');
    }

    .p-autocomplete-option-selected {
        background: dt('autocomplete.option.selected.background');
        color: dt('autocomplete.option.selected.color');
    }

    .p-autocomplete-option-selected.p-focus {
        background: dt('autocomplete.option.selected.focus.background');
        color: dt('autocomplete.option.selected.focus.color');
    }

    .p-autocomplete-option-group {
        margin: 0;
        padding: dt('autocomplete.option.group.padding');
        color: dt('autocomplete.option.group.color');
        background: dt('autocomplete.option.group.background');
        font-weight: dt('autocomplete.option.group.font.weight');
    }

    .p-autocomplete-input-multiple {
        margin: 0;
        list-style-type: none;
        cursor: text;
        overflow: hidden;
        display: flex;
        align-items: center;
        flex-wrap: wrap;
        padding: calc(dt('autocomplete.padding.y') / 2) dt('autocomplete.padding.x');
        gap: calc(dt('autocomplete.padding.y') / 2);
        color: dt('autocomplete.color');
        background: dt('autocomplete.background');
        border: 1px solid dt('autocomplete.border.color');
        border-radius: dt('autocomplete.border.radius');
        width: 100%;
        transition:
            background dt('autocomplete.transition.duration'),
            color dt('autocomplete.transition.duration'),
            border-color dt('autocomplete.transition.duration'),
            outline-color dt('autocomplete.transition.duration'),
            box-shadow dt('autocomplete.transition.duration');
        outline-color: transparent;
        box-shadow: dt('autocomplete.shadow');
    }

    .p-autocomplete-input-multiple.p-disabled {
        opacity: 1;
        background: dt('autocomplete.disabled.background');
        color: dt('autocomplete.disabled.color');
    }

    .p-autocomplete-input-multiple:not(.p-disabled):hover {
        border-color: dt('autocomplete.hover.border.color');
    }

    .p-autocomplete.p-focus .p-autocomplete-input-multiple:not(.p-disabled) {
        border-color: dt('autocomplete.focus.border.color');
        box-shadow: dt('autocomplete.focus.ring.shadow');
        outline: dt('autocomplete.focus.ring.width') dt('autocomplete.focus.ring.style') dt('autocomplete.focus.ring.color');
        outline-offset: dt('autocomplete.focus.ring.offset');
    }

    .p-autocomplete.p-invalid .p-autocomplete-input-multiple {
        border-color: dt('autocomplete.invalid.border.color');
    }

    .p-variant-filled.p-autocomplete-input-multiple {
        background: dt('autocomplete.filled.background');
    }

    .p-autocomplete-input-multiple.p-variant-filled:not(.p-disabled):hover {
        background: dt('autocomplete.filled.hover.background');
    }

    .p-autocomplete.p-focus .p-autocomplete-input-multiple.p-variant-filled:not(.p-disabled) {
        background: dt('autocomplete.filled.focus.background');
    }

    .p-autocomplete-chip.p-chip {
        padding-block-start: calc(dt('autocomplete.padding.y') / 2);
        padding-block-end: calc(dt('autocomplete.padding.y') / 2);
        border-radius: dt('autocomplete.chip.border.radius');
    }

    .p-autocomplete-input-multiple:has(.p-autocomplete-chip) {
        padding-inline-start: calc(dt('autocomplete.padding.y') / 2);
        padding-inline-end: calc(dt('autocomplete.padding.y') / 2);
    }

    .p-autocomplete-chip-item.p-focus .p-autocomplete-chip {
        background: dt('autocomplete.chip.focus.background');
        color: dt('autocomplete.chip.focus.color');
    }

    .p-autocomplete-input-chip {
        flex: 1 1 auto;
        display: inline-flex;
        padding-block-start: calc(dt('autocomplete.padding.y') / 2);
        padding-block-end: calc(dt('autocomplete.padding.y') / 2);
    }

    .p-autocomplete-input-chip input {
        border: 0 none;
        outline: 0 none;
        background: transparent;
        margin: 0;
        padding: 0;
        box-shadow: none;
        border-radius: 0;
        width: 100%;
        font-family: inherit;
        font-feature-settings: inherit;
        font-size: 1rem;
        color: inherit;
    }

    .p-autocomplete-input-chip input::placeholder {
        color: dt('autocomplete.placeholder.color');
    }

    .p-autocomplete.p-invalid .p-autocomplete-input-chip input::placeholder {
        color: dt('autocomplete.invalid.placeholder.color');
    }

    .p-autocomplete-empty-message {
        padding: dt('autocomplete.empty.message.padding');
    }

    .p-autocomplete-fluid {
        display: flex;
    }

    .p-autocomplete-fluid:has(.p-autocomplete-dropdown) .p-autocomplete-input {
        width: 1%;
    }

    .p-autocomplete:has(.p-inputtext-sm) .p-autocomplete-dropdown {
        width: dt('autocomplete.dropdown.sm.width');
    }

    .p-autocomplete:has(.p-inputtext-sm) .p-autocomplete-dropdown .p-icon {
        font-size: dt('form.field.sm.font.size');
        width: dt('form.field.sm.font.size');
        height: dt('form.field.sm.font.size');
    }

    .p-autocomplete:has(.p-inputtext-lg) .p-autocomplete-dropdown {
        width: dt('autocomplete.dropdown.lg.width');
    }

    .p-autocomplete:has(.p-inputtext-lg) .p-autocomplete-dropdown .p-icon {
        font-size: dt('form.field.lg.font.size');
        width: dt('form.field.lg.font.size');
        height: dt('form.field.lg.font.size');
    }

    .p-autocomplete-clear-icon {
        position: absolute;
        top: 50%;
        margin-top: -0.5rem;
        cursor: pointer;
        color: dt('form.field.icon.color');
        inset-inline-end: dt('autocomplete.padding.x');
    }

    .p-autocomplete:has(.p-autocomplete-dropdown) .p-autocomplete-clear-icon {
        inset-inline-end: calc(dt('autocomplete.padding.x') + dt('autocomplete.dropdown.width'));
    }

    .p-autocomplete:has(.p-autocomplete-clear-icon) .p-autocomplete-input {
        padding-inline-end: calc((dt('form.field.padding.x') * 2) + dt('icon.size'));
    }

    .p-inputgroup .p-autocomplete-dropdown {
        border-radius: 0;
    }

    .p-inputgroup > .p-autocomplete:last-child:has(.p-autocomplete-dropdown) > .p-autocomplete-input {
        border-start-end-radius: 0;
        border-end-end-radius: 0;
    }

    .p-inputgroup > .p-autocomplete:last-child .p-autocomplete-dropdown {
        border-start-end-radius: dt('autocomplete.dropdown.border.radius');
        border-end-end-radius: dt('autocomplete.dropdown.border.radius');
    }
`,Ho={root:{position:"relative"}},Uo={root:function(t){var n=t.instance;return["p-autocomplete p-component p-inputwrapper",{"p-invalid":n.$invalid,"p-focus":n.focused,"p-inputwrapper-filled":n.$filled||he(n.inputValue),"p-inputwrapper-focus":n.focused,"p-autocomplete-open":n.overlayVisible,"p-autocomplete-fluid":n.$fluid,"p-autocomplete-clearable":n.isClearIconVisible}]},pcInputText:"p-autocomplete-input",inputMultiple:function(t){var n=t.instance,o=t.props;return["p-autocomplete-input-multiple",{"p-variant-filled":n.$variant==="filled","p-disabled":o.disabled}]},clearIcon:"p-autocomplete-clear-icon",chipItem:function(t){var n=t.instance,o=t.i;return["p-autocomplete-chip-item",{"p-focus":n.focusedMultipleOptionIndex===o}]},pcChip:"p-autocomplete-chip",chipIcon:"p-autocomplete-chip-icon",inputChip:"p-autocomplete-input-chip",loader:"p-autocomplete-loader",dropdown:"p-autocomplete-dropdown",overlay:"p-autocomplete-overlay p-component",listContainer:"p-autocomplete-list-container",list:"p-autocomplete-list",optionGroup:"p-autocomplete-option-group",option:function(t){var n=t.instance,o=t.option,l=t.i,i=t.getItemOptions;return["p-autocomplete-option",{"p-autocomplete-option-selected":n.isSelected(o),"p-focus":n.focusedOptionIndex===n.getOptionIndex(l,i),"p-disabled":n.isOptionDisabled(o)}]},emptyMessage:"p-autocomplete-empty-message"},No=ce.extend({name:"autocomplete",style:jo,classes:Uo,inlineStyles:Ho}),Go={name:"BaseAutoComplete",extends:Ye,props:{suggestions:{type:Array,default:null},optionLabel:null,optionDisabled:null,optionGroupLabel:null,optionGroupChildren:null,scrollHeight:{type:String,default:"14rem"},dropdown:{type:Boolean,default:!1},dropdownMode:{type:String,default:"blank"},multiple:{type:Boolean,default:!1},loading:{type:Boolean,default:!1},placeholder:{type:String,default:null},dataKey:{type:String,default:null},minLength:{type:Number,default:1},delay:{type:Number,default:300},appendTo:{type:[String,Object],default:"body"},forceSelection:{type:Boolean,default:!1},completeOnFocus:{type:Boolean,default:!1},showClear:{type:Boolean,default:!1},inputId:{type:String,default:null},inputStyle:{type:Object,default:null},inputClass:{type:[String,Object],default:null},panelStyle:{type:Object,default:null},panelClass:{type:[String,Object],default:null},overlayStyle:{type:Object,default:null},overlayClass:{type:[String,Object],default:null},dropdownIcon:{type:String,default:null},dropdownClass:{type:[String,Object],default:null},loader:{type:String,default:null},loadingIcon:{type:String,default:null},removeTokenIcon:{type:String,default:null},chipIcon:{type:String,default:null},virtualScrollerOptions:{type:Object,default:null},autoOptionFocus:{type:Boolean,default:!1},selectOnFocus:{type:Boolean,default:!1},focusOnHover:{type:Boolean,default:!0},searchLocale:{type:String,default:void 0},searchMessage:{type:String,default:null},selectionMessage:{type:String,default:null},emptySelectionMessage:{type:String,default:null},emptySearchMessage:{type:String,default:null},showEmptyMessage:{type:Boolean,default:!0},tabindex:{type:Number,default:0},typeahead:{type:Boolean,default:!0},ariaLabel:{type:String,default:null},ariaLabelledby:{type:String,default:null}},style:No,provide:function(){return{$pcAutoComplete:this,$parentInstance:this}}};function Vt(e,t,n){return(t=Wo(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}function Wo(e){var t=qo(e,"string");return Se(t)=="symbol"?t:t+""}function qo(e,t){if(Se(e)!="object"||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var o=n.call(e,t);if(Se(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(t==="string"?String:Number)(e)}function Se(e){"@babel/helpers - typeof";return Se=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(t){return typeof t}:function(t){return t&&typeof Symbol=="function"&&t.constructor===Symbol&&t!==Symbol.prototype?"symbol":typeof t},Se(e)}function Ge(e){return Xo(e)||Zo(e)||Yo(e)||Jo()}function Jo(){throw new TypeError(`Invalid attempt to spread non-iterable instance.
In order to be iterable, non-array objects must have a [Symbol.iterator]() method.`)}function Yo(e,t){if(e){if(typeof e=="string")return dt(e,t);var n={}.toString.call(e).slice(8,-1);return n==="Object"&&e.constructor&&(n=e.constructor.name),n==="Map"||n==="Set"?Array.from(e):n==="Arguments"||/^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)?dt(e,t):void 0}}function Zo(e){if(typeof Symbol<"u"&&e[Symbol.iterator]!=null||e["@@iterator"]!=null)return Array.from(e)}function Xo(e){if(Array.isArray(e))return dt(e)}function dt(e,t){(t==null||t>e.length)&&(t=e.length);for(var n=0,o=Array(t);n<t;n++)o[n]=e[n];return o}var an={name:"AutoComplete",extends:Go,inheritAttrs:!1,emits:["change","focus","blur","item-select","item-unselect","option-select","option-unselect","dropdown-click","clear","complete","before-show","before-hide","show","hide"],inject:{$pcFluid:{default:null}},outsideClickListener:null,resizeListener:null,scrollHandler:null,overlay:null,virtualScroller:null,searchTimeout:null,dirty:!1,startRangeIndex:-1,data:function(){return{clicked:!1,focused:!1,focusedOptionIndex:-1,focusedMultipleOptionIndex:-1,overlayVisible:!1,searching:!1}},watch:{suggestions:function(){this.searching&&(this.show(),this.focusedOptionIndex=this.overlayVisible&&this.autoOptionFocus?this.findFirstFocusedOptionIndex():-1,this.searching=!1,!this.showEmptyMessage&&this.visibleOptions.length===0&&this.hide()),this.autoUpdateModel()}},mounted:function(){this.autoUpdateModel()},updated:function(){this.overlayVisible&&this.alignOverlay()},beforeUnmount:function(){this.unbindOutsideClickListener(),this.unbindResizeListener(),this.scrollHandler&&(this.scrollHandler.destroy(),this.scrollHandler=null),this.overlay&&(ke.clear(this.overlay),this.overlay=null)},methods:{getOptionIndex:function(t,n){return this.virtualScrollerDisabled?t:n&&n(t).index},getOptionLabel:function(t){return this.optionLabel?ae(t,this.optionLabel):t},getOptionValue:function(t){return t},getOptionRenderKey:function(t,n){return(this.dataKey?ae(t,this.dataKey):this.getOptionLabel(t))+"_"+n},getPTOptions:function(t,n,o,l){return this.ptm(l,{context:{option:t,index:o,selected:this.isSelected(t),focused:this.focusedOptionIndex===this.getOptionIndex(o,n),disabled:this.isOptionDisabled(t)}})},isOptionDisabled:function(t){return this.optionDisabled?ae(t,this.optionDisabled):!1},isOptionGroup:function(t){return this.optionGroupLabel&&t.optionGroup&&t.group},getOptionGroupLabel:function(t){return ae(t,this.optionGroupLabel)},getOptionGroupChildren:function(t){return ae(t,this.optionGroupChildren)},getAriaPosInset:function(t){var n=this;return(this.optionGroupLabel?t-this.visibleOptions.slice(0,t).filter(function(o){return n.isOptionGroup(o)}).length:t)+1},show:function(t){this.$emit("before-show"),this.dirty=!0,this.overlayVisible=!0,this.focusedOptionIndex=this.focusedOptionIndex!==-1?this.focusedOptionIndex:this.autoOptionFocus?this.findFirstFocusedOptionIndex():-1,t&&Z(this.multiple?this.$refs.focusInput:this.$refs.focusInput.$el)},hide:function(t){var n=this,o=function(){var i;n.$emit("before-hide"),n.dirty=t,n.overlayVisible=!1,n.clicked=!1,n.focusedOptionIndex=-1,t&&Z(n.multiple?n.$refs.focusInput:(i=n.$refs.focusInput)===null||i===void 0?void 0:i.$el)};setTimeout(function(){o()},0)},onFocus:function(t){this.disabled||(!this.dirty&&this.completeOnFocus&&this.search(t,t.target.value,"focus"),this.dirty=!0,this.focused=!0,this.overlayVisible&&(this.focusedOptionIndex=this.focusedOptionIndex!==-1?this.focusedOptionIndex:this.overlayVisible&&this.autoOptionFocus?this.findFirstFocusedOptionIndex():-1,this.scrollInView(this.focusedOptionIndex)),this.$emit("focus",t))},onBlur:function(t){var n,o;this.dirty=!1,this.focused=!1,this.focusedOptionIndex=-1,this.$emit("blur",t),(n=(o=this.formField).onBlur)===null||n===void 0||n.call(o)},onKeyDown:function(t){if(this.disabled){t.preventDefault();return}switch(t.code){case"ArrowDown":this.onArrowDownKey(t);break;case"ArrowUp":this.onArrowUpKey(t);break;case"ArrowLeft":this.onArrowLeftKey(t);break;case"ArrowRight":this.onArrowRightKey(t);break;case"Home":this.onHomeKey(t);break;case"End":this.onEndKey(t);break;case"PageDown":this.onPageDownKey(t);break;case"PageUp":this.onPageUpKey(t);break;case"Enter":case"NumpadEnter":this.onEnterKey(t);break;case"Space":this.onSpaceKey(t);break;case"Escape":this.onEscapeKey(t);break;case"Tab":this.onTabKey(t);break;case"ShiftLeft":case"ShiftRight":this.onShiftKey(t);break;case"Backspace":this.onBackspaceKey(t);break}this.clicked=!1},onInput:function(t){var n=this;if(this.typeahead){this.searchTimeout&&clearTimeout(this.searchTimeout);var o=t.target.value;this.multiple||this.updateModel(t,o),o.length===0?(this.searching=!1,this.hide(),this.$emit("clear")):o.length>=this.minLength?(this.focusedOptionIndex=-1,this.searchTimeout=setTimeout(function(){n.search(t,o,"input")},this.delay)):(this.searching=!1,this.hide())}},onChange:function(t){var n=this;if(this.forceSelection){var o=!1;if(this.visibleOptions&&!this.multiple){var l,i=this.multiple?this.$refs.focusInput.value:(l=this.$refs.focusInput)===null||l===void 0||(l=l.$el)===null||l===void 0?void 0:l.value,s=this.visibleOptions.find(function(v){return n.isOptionMatched(v,i||"")});s!==void 0&&(o=!0,!this.isSelected(s)&&this.onOptionSelect(t,s))}if(!o){if(this.multiple)this.$refs.focusInput.value="";else{var u,d=(u=this.$refs.focusInput)===null||u===void 0?void 0:u.$el;d&&(d.value="")}this.$emit("clear"),!this.multiple&&this.updateModel(t,null)}}},onMultipleContainerFocus:function(){this.disabled||(this.focused=!0)},onMultipleContainerBlur:function(){this.focusedMultipleOptionIndex=-1,this.focused=!1},onMultipleContainerKeyDown:function(t){if(this.disabled){t.preventDefault();return}switch(t.code){case"ArrowLeft":this.onArrowLeftKeyOnMultiple(t);break;case"ArrowRight":this.onArrowRightKeyOnMultiple(t);break;case"Backspace":this.onBackspaceKeyOnMultiple(t);break}},onContainerClick:function(t){this.clicked=!0,!(this.disabled||this.searching||this.loading||this.isDropdownClicked(t))&&(!this.overlay||!this.overlay.contains(t.target))&&Z(this.multiple?this.$refs.focusInput:this.$refs.focusInput.$el)},onDropdownClick:function(t){var n=void 0;if(this.overlayVisible)this.hide(!0);else{var o=this.multiple?this.$refs.focusInput:this.$refs.focusInput.$el;Z(o),n=o.value,this.dropdownMode==="blank"?this.search(t,"","dropdown"):this.dropdownMode==="current"&&this.search(t,n,"dropdown")}this.$emit("dropdown-click",{originalEvent:t,query:n})},onOptionSelect:function(t,n){var o=arguments.length>2&&arguments[2]!==void 0?arguments[2]:!0,l=this.getOptionValue(n);this.multiple?(this.$refs.focusInput.value="",this.isSelected(n)||this.updateModel(t,[].concat(Ge(this.d_value||[]),[l]))):this.updateModel(t,l),this.$emit("item-select",{originalEvent:t,value:n}),this.$emit("option-select",{originalEvent:t,value:n}),o&&this.hide(!0)},onOptionMouseMove:function(t,n){this.focusOnHover&&this.changeFocusedOptionIndex(t,n)},onOptionSelectRange:function(t){var n=this,o=arguments.length>1&&arguments[1]!==void 0?arguments[1]:-1,l=arguments.length>2&&arguments[2]!==void 0?arguments[2]:-1;if(o===-1&&(o=this.findNearestSelectedOptionIndex(l,!0)),l===-1&&(l=this.findNearestSelectedOptionIndex(o)),o!==-1&&l!==-1){var i=Math.min(o,l),s=Math.max(o,l),u=this.visibleOptions.slice(i,s+1).filter(function(d){return n.isValidOption(d)}).filter(function(d){return!n.isSelected(d)}).map(function(d){return n.getOptionValue(d)});this.updateModel(t,[].concat(Ge(this.d_value||[]),Ge(u)))}},onClearClick:function(t){this.updateModel(t,null),this.$emit("clear")},onOverlayClick:function(t){Ut.emit("overlay-click",{originalEvent:t,target:this.$el})},onOverlayKeyDown:function(t){t.code==="Escape"&&this.onEscapeKey(t)},onArrowDownKey:function(t){if(this.overlayVisible){var n=this.focusedOptionIndex!==-1?this.findNextOptionIndex(this.focusedOptionIndex):this.clicked?this.findFirstOptionIndex():this.findFirstFocusedOptionIndex();this.multiple&&t.shiftKey&&this.onOptionSelectRange(t,this.startRangeIndex,n),this.changeFocusedOptionIndex(t,n),t.preventDefault()}},onArrowUpKey:function(t){if(this.overlayVisible)if(t.altKey)this.focusedOptionIndex!==-1&&this.onOptionSelect(t,this.visibleOptions[this.focusedOptionIndex]),this.overlayVisible&&this.hide(),t.preventDefault();else{var n=this.focusedOptionIndex!==-1?this.findPrevOptionIndex(this.focusedOptionIndex):this.clicked?this.findLastOptionIndex():this.findLastFocusedOptionIndex();this.multiple&&t.shiftKey&&this.onOptionSelectRange(t,n,this.startRangeIndex),this.changeFocusedOptionIndex(t,n),t.preventDefault()}},onArrowLeftKey:function(t){var n=t.currentTarget;this.focusedOptionIndex=-1,this.multiple&&($n(n.value)&&this.$filled?(Z(this.$refs.multiContainer),this.focusedMultipleOptionIndex=this.d_value.length):t.stopPropagation())},onArrowRightKey:function(t){this.focusedOptionIndex=-1,this.multiple&&t.stopPropagation()},onHomeKey:function(t){var n=t.currentTarget,o=n.value.length,l=t.metaKey||t.ctrlKey,i=this.findFirstOptionIndex();this.multiple&&t.shiftKey&&l&&this.onOptionSelectRange(t,i,this.startRangeIndex),n.setSelectionRange(0,t.shiftKey?o:0),this.focusedOptionIndex=-1,t.preventDefault()},onEndKey:function(t){var n=t.currentTarget,o=n.value.length,l=t.metaKey||t.ctrlKey,i=this.findLastOptionIndex();this.multiple&&t.shiftKey&&l&&this.onOptionSelectRange(t,this.startRangeIndex,i),n.setSelectionRange(t.shiftKey?0:o,o),this.focusedOptionIndex=-1,t.preventDefault()},onPageUpKey:function(t){this.scrollInView(0),t.preventDefault()},onPageDownKey:function(t){this.scrollInView(this.visibleOptions.length-1),t.preventDefault()},onEnterKey:function(t){this.typeahead?this.overlayVisible?(this.focusedOptionIndex!==-1&&(this.multiple&&t.shiftKey?this.onOptionSelectRange(t,this.focusedOptionIndex):this.onOptionSelect(t,this.visibleOptions[this.focusedOptionIndex]),t.preventDefault()),this.hide()):(this.focusedOptionIndex=-1,this.onArrowDownKey(t)):this.multiple&&(t.target.value.trim()&&(this.updateModel(t,[].concat(Ge(this.d_value||[]),[t.target.value.trim()])),this.$refs.focusInput.value=""),t.preventDefault())},onSpaceKey:function(t){!this.autoOptionFocus&&this.focusedOptionIndex!==-1&&this.onEnterKey(t)},onEscapeKey:function(t){this.overlayVisible&&this.hide(!0),t.preventDefault()},onTabKey:function(t){this.focusedOptionIndex!==-1&&this.onOptionSelect(t,this.visibleOptions[this.focusedOptionIndex]),this.overlayVisible&&this.hide()},onShiftKey:function(){this.startRangeIndex=this.focusedOptionIndex},onBackspaceKey:function(t){if(this.multiple){if(he(this.d_value)&&!this.$refs.focusInput.value){var n=this.d_value[this.d_value.length-1],o=this.d_value.slice(0,-1);this.writeValue(o,t),this.$emit("item-unselect",{originalEvent:t,value:n}),this.$emit("option-unselect",{originalEvent:t,value:n})}t.stopPropagation()}},onArrowLeftKeyOnMultiple:function(){this.focusedMultipleOptionIndex=this.focusedMultipleOptionIndex<1?0:this.focusedMultipleOptionIndex-1},onArrowRightKeyOnMultiple:function(){this.focusedMultipleOptionIndex++,this.focusedMultipleOptionIndex>this.d_value.length-1&&(this.focusedMultipleOptionIndex=-1,Z(this.$refs.focusInput))},onBackspaceKeyOnMultiple:function(t){this.focusedMultipleOptionIndex!==-1&&this.removeOption(t,this.focusedMultipleOptionIndex)},onOverlayEnter:function(t){ke.set("overlay",t,this.$primevue.config.zIndex.overlay),Ht(t,{position:"absolute",top:"0"}),this.alignOverlay(),this.$attrSelector&&t.setAttribute(this.$attrSelector,"")},onOverlayAfterEnter:function(){this.bindOutsideClickListener(),this.bindScrollListener(),this.bindResizeListener(),this.$emit("show")},onOverlayLeave:function(t){t.style.pointerEvents="none",this.unbindOutsideClickListener(),this.unbindScrollListener(),this.unbindResizeListener(),this.$emit("hide"),this.overlay=null},onOverlayAfterLeave:function(t){ke.clear(t)},alignOverlay:function(){var t=this.multiple?this.$refs.multiContainer:this.$refs.focusInput.$el;this.appendTo==="self"?Bt(this.overlay,t):(this.overlay.style.minWidth=Rt(t)+"px",jt(this.overlay,t))},bindOutsideClickListener:function(){var t=this;this.outsideClickListener||(this.outsideClickListener=function(n){t.overlayVisible&&t.overlay&&t.isOutsideClicked(n)&&t.hide()},document.addEventListener("click",this.outsideClickListener,!0))},unbindOutsideClickListener:function(){this.outsideClickListener&&(document.removeEventListener("click",this.outsideClickListener,!0),this.outsideClickListener=null)},bindScrollListener:function(){var t=this;this.scrollHandler||(this.scrollHandler=new Et(this.$refs.container,function(){t.overlayVisible&&t.hide()})),this.scrollHandler.bindScrollListener()},unbindScrollListener:function(){this.scrollHandler&&this.scrollHandler.unbindScrollListener()},bindResizeListener:function(){var t=this;this.resizeListener||(this.resizeListener=function(){t.overlayVisible&&!Dt()&&t.hide()},window.addEventListener("resize",this.resizeListener))},unbindResizeListener:function(){this.resizeListener&&(window.removeEventListener("resize",this.resizeListener),this.resizeListener=null)},isOutsideClicked:function(t){return!this.overlay.contains(t.target)&&!this.isInputClicked(t)&&!this.isDropdownClicked(t)},isInputClicked:function(t){return this.multiple?t.target===this.$refs.multiContainer||this.$refs.multiContainer.contains(t.target):t.target===this.$refs.focusInput.$el},isDropdownClicked:function(t){return this.$refs.dropdownButton?t.target===this.$refs.dropdownButton||this.$refs.dropdownButton.contains(t.target):!1},isOptionMatched:function(t,n){var o;return this.isValidOption(t)&&((o=this.getOptionLabel(t))===null||o===void 0?void 0:o.toLocaleLowerCase(this.searchLocale))===n.toLocaleLowerCase(this.searchLocale)},isValidOption:function(t){return he(t)&&!(this.isOptionDisabled(t)||this.isOptionGroup(t))},isValidSelectedOption:function(t){return this.isValidOption(t)&&this.isSelected(t)},isEquals:function(t,n){return ft(t,n,this.equalityKey)},isSelected:function(t){var n=this,o=this.getOptionValue(t);return this.multiple?(this.d_value||[]).some(function(l){return n.isEquals(l,o)}):this.isEquals(this.d_value,this.getOptionValue(t))},findFirstOptionIndex:function(){var t=this;return this.visibleOptions.findIndex(function(n){return t.isValidOption(n)})},findLastOptionIndex:function(){var t=this;return Me(this.visibleOptions,function(n){return t.isValidOption(n)})},findNextOptionIndex:function(t){var n=this,o=t<this.visibleOptions.length-1?this.visibleOptions.slice(t+1).findIndex(function(l){return n.isValidOption(l)}):-1;return o>-1?o+t+1:t},findPrevOptionIndex:function(t){var n=this,o=t>0?Me(this.visibleOptions.slice(0,t),function(l){return n.isValidOption(l)}):-1;return o>-1?o:t},findSelectedOptionIndex:function(){var t=this;return this.$filled?this.visibleOptions.findIndex(function(n){return t.isValidSelectedOption(n)}):-1},findFirstFocusedOptionIndex:function(){var t=this.findSelectedOptionIndex();return t<0?this.findFirstOptionIndex():t},findLastFocusedOptionIndex:function(){var t=this.findSelectedOptionIndex();return t<0?this.findLastOptionIndex():t},search:function(t,n,o){n!=null&&(o==="input"&&n.trim().length===0||(this.searching=!0,this.$emit("complete",{originalEvent:t,query:n})))},removeOption:function(t,n){var o=this,l=this.d_value[n],i=this.d_value.filter(function(s,u){return u!==n}).map(function(s){return o.getOptionValue(s)});this.updateModel(t,i),this.$emit("item-unselect",{originalEvent:t,value:l}),this.$emit("option-unselect",{originalEvent:t,value:l}),this.dirty=!0,Z(this.multiple?this.$refs.focusInput:this.$refs.focusInput.$el)},changeFocusedOptionIndex:function(t,n){this.focusedOptionIndex!==n&&(this.focusedOptionIndex=n,this.scrollInView(),this.selectOnFocus&&this.onOptionSelect(t,this.visibleOptions[n],!1))},scrollInView:function(){var t=this,n=arguments.length>0&&arguments[0]!==void 0?arguments[0]:-1;this.$nextTick(function(){var o=n!==-1?"".concat(t.$id,"_").concat(n):t.focusedOptionId,l=pt(t.list,'li[id="'.concat(o,'"]'));l?l.scrollIntoView&&l.scrollIntoView({block:"nearest",inline:"start"}):t.virtualScrollerDisabled||t.virtualScroller&&t.virtualScroller.scrollToIndex(n!==-1?n:t.focusedOptionIndex)})},autoUpdateModel:function(){this.selectOnFocus&&this.autoOptionFocus&&!this.$filled&&(this.focusedOptionIndex=this.findFirstFocusedOptionIndex(),this.onOptionSelect(null,this.visibleOptions[this.focusedOptionIndex],!1))},updateModel:function(t,n){this.writeValue(n,t),this.$emit("change",{originalEvent:t,value:n})},flatOptions:function(t){var n=this;return(t||[]).reduce(function(o,l,i){o.push({optionGroup:l,group:!0,index:i});var s=n.getOptionGroupChildren(l);return s&&s.forEach(function(u){return o.push(u)}),o},[])},overlayRef:function(t){this.overlay=t},listRef:function(t,n){this.list=t,n&&n(t)},virtualScrollerRef:function(t){this.virtualScroller=t},findNextSelectedOptionIndex:function(t){var n=this,o=this.$filled&&t<this.visibleOptions.length-1?this.visibleOptions.slice(t+1).findIndex(function(l){return n.isValidSelectedOption(l)}):-1;return o>-1?o+t+1:-1},findPrevSelectedOptionIndex:function(t){var n=this,o=this.$filled&&t>0?Me(this.visibleOptions.slice(0,t),function(l){return n.isValidSelectedOption(l)}):-1;return o>-1?o:-1},findNearestSelectedOptionIndex:function(t){var n=arguments.length>1&&arguments[1]!==void 0?arguments[1]:!1,o=-1;return this.$filled&&(n?(o=this.findPrevSelectedOptionIndex(t),o=o===-1?this.findNextSelectedOptionIndex(t):o):(o=this.findNextSelectedOptionIndex(t),o=o===-1?this.findPrevSelectedOptionIndex(t):o)),o>-1?o:t}},computed:{visibleOptions:function(){return this.optionGroupLabel?this.flatOptions(this.suggestions):this.suggestions||[]},inputValue:function(){if(this.$filled)if(Se(this.d_value)==="object"){var t=this.getOptionLabel(this.d_value);return t??this.d_value}else return this.d_value;else return""},hasSelectedOption:function(){return this.$filled},equalityKey:function(){return this.dataKey},searchResultMessageText:function(){return he(this.visibleOptions)&&this.overlayVisible?this.searchMessageText.replaceAll("{0}",this.visibleOptions.length):this.emptySearchMessageText},searchMessageText:function(){return this.searchMessage||this.$primevue.config.locale.searchMessage||""},emptySearchMessageText:function(){return this.emptySearchMessage||this.$primevue.config.locale.emptySearchMessage||""},selectionMessageText:function(){return this.selectionMessage||this.$primevue.config.locale.selectionMessage||""},emptySelectionMessageText:function(){return this.emptySelectionMessage||this.$primevue.config.locale.emptySelectionMessage||""},selectedMessageText:function(){return this.$filled?this.selectionMessageText.replaceAll("{0}",this.multiple?this.d_value.length:"1"):this.emptySelectionMessageText},listAriaLabel:function(){return this.$primevue.config.locale.aria?this.$primevue.config.locale.aria.listLabel:void 0},focusedOptionId:function(){return this.focusedOptionIndex!==-1?"".concat(this.$id,"_").concat(this.focusedOptionIndex):null},focusedMultipleOptionId:function(){return this.focusedMultipleOptionIndex!==-1?"".concat(this.$id,"_multiple_option_").concat(this.focusedMultipleOptionIndex):null},isClearIconVisible:function(){return this.showClear&&this.$filled&&!this.disabled&&!this.loading},ariaSetSize:function(){var t=this;return this.visibleOptions.filter(function(n){return!t.isOptionGroup(n)}).length},virtualScrollerDisabled:function(){return!this.virtualScrollerOptions},panelId:function(){return this.$id+"_panel"},containerDataP:function(){return se({fluid:this.$fluid})},overlayDataP:function(){return se(Vt({},"portal-"+this.appendTo,"portal-"+this.appendTo))},inputMultipleDataP:function(){return se(Vt({invalid:this.$invalid,disabled:this.disabled,focus:this.focused,fluid:this.$fluid,filled:this.$variant==="filled",empty:!this.$filled},this.size,this.size))}},components:{InputText:ee,VirtualScroller:bt,Portal:Ft,Chip:ln,ChevronDownIcon:mt,SpinnerIcon:ct,TimesIcon:Pt},directives:{ripple:Kt}};function He(e){"@babel/helpers - typeof";return He=typeof Symbol=="function"&&typeof Symbol.iterator=="symbol"?function(t){return typeof t}:function(t){return t&&typeof Symbol=="function"&&t.constructor===Symbol&&t!==Symbol.prototype?"symbol":typeof t},He(e)}function zt(e,t){var n=Object.keys(e);if(Object.getOwnPropertySymbols){var o=Object.getOwnPropertySymbols(e);t&&(o=o.filter(function(l){return Object.getOwnPropertyDescriptor(e,l).enumerable})),n.push.apply(n,o)}return n}function Tt(e){for(var t=1;t<arguments.length;t++){var n=arguments[t]!=null?arguments[t]:{};t%2?zt(Object(n),!0).forEach(function(o){Qo(e,o,n[o])}):Object.getOwnPropertyDescriptors?Object.defineProperties(e,Object.getOwnPropertyDescriptors(n)):zt(Object(n)).forEach(function(o){Object.defineProperty(e,o,Object.getOwnPropertyDescriptor(n,o))})}return e}function Qo(e,t,n){return(t=_o(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}function _o(e){var t=el(e,"string");return He(t)=="symbol"?t:t+""}function el(e,t){if(He(e)!="object"||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var o=n.call(e,t);if(He(o)!="object")return o;throw new TypeError("@@toPrimitive must return a primitive value.")}return(t==="string"?String:Number)(e)}var tl=["data-p"],nl=["aria-activedescendant","data-p-has-dropdown","data-p"],il=["id","aria-label","aria-setsize","aria-posinset"],ol=["id","placeholder","tabindex","disabled","aria-label","aria-labelledby","aria-expanded","aria-controls","aria-activedescendant","aria-invalid"],ll=["data-p-has-dropdown"],al=["disabled","aria-expanded","aria-controls"],rl=["id","data-p"],sl=["id","aria-label"],dl=["id"],ul=["id","aria-label","aria-selected","aria-disabled","aria-setsize","aria-posinset","onClick","onMousemove","data-p-selected","data-p-focused","data-p-disabled"];function cl(e,t,n,o,l,i){var s=W("InputText"),u=W("TimesIcon"),d=W("Chip"),v=W("SpinnerIcon"),b=W("VirtualScroller"),C=W("Portal"),c=Nt("ripple");return a(),p("div",k({ref:"container",class:e.cx("root"),style:e.sx("root"),onClick:t[11]||(t[11]=function(){return i.onContainerClick&&i.onContainerClick.apply(i,arguments)}),"data-p":i.containerDataP},e.ptmi("root")),[e.multiple?S("",!0):(a(),z(s,{key:0,ref:"focusInput",id:e.inputId,type:"text",name:e.$formName,class:X([e.cx("pcInputText"),e.inputClass]),style:Vn(e.inputStyle),defaultValue:i.inputValue,placeholder:e.placeholder,tabindex:e.disabled?-1:e.tabindex,fluid:e.$fluid,disabled:e.disabled,size:e.size,invalid:e.invalid,variant:e.variant,autocomplete:"off",role:"combobox","aria-label":e.ariaLabel,"aria-labelledby":e.ariaLabelledby,"aria-haspopup":"listbox","aria-autocomplete":"list","aria-expanded":l.overlayVisible,"aria-controls":l.overlayVisible?i.panelId:void 0,"aria-activedescendant":l.focused?i.focusedOptionId:void 0,onFocus:i.onFocus,onBlur:i.onBlur,onKeydown:i.onKeyDown,onInput:i.onInput,onChange:i.onChange,unstyled:e.unstyled,"data-p-has-dropdown":e.dropdown,pt:e.ptm("pcInputText")},null,8,["id","name","class","style","defaultValue","placeholder","tabindex","fluid","disabled","size","invalid","variant","aria-label","aria-labelledby","aria-expanded","aria-controls","aria-activedescendant","onFocus","onBlur","onKeydown","onInput","onChange","unstyled","data-p-has-dropdown","pt"])),i.isClearIconVisible?F(e.$slots,"clearicon",{key:1,class:X(e.cx("clearIcon")),clearCallback:i.onClearClick},function(){return[M(u,k({class:[e.cx("clearIcon")],onClick:i.onClearClick},e.ptm("clearIcon")),null,16,["class","onClick"])]}):S("",!0),e.multiple?(a(),p("ul",k({key:2,ref:"multiContainer",class:e.cx("inputMultiple"),tabindex:"-1",role:"listbox","aria-orientation":"horizontal","aria-activedescendant":l.focused?i.focusedMultipleOptionId:void 0,onFocus:t[5]||(t[5]=function(){return i.onMultipleContainerFocus&&i.onMultipleContainerFocus.apply(i,arguments)}),onBlur:t[6]||(t[6]=function(){return i.onMultipleContainerBlur&&i.onMultipleContainerBlur.apply(i,arguments)}),onKeydown:t[7]||(t[7]=function(){return i.onMultipleContainerKeyDown&&i.onMultipleContainerKeyDown.apply(i,arguments)}),"data-p-has-dropdown":e.dropdown,"data-p":i.inputMultipleDataP},e.ptm("inputMultiple")),[(a(!0),p(K,null,q(e.d_value,function(y,O){return a(),p("li",k({key:"".concat(O,"_").concat(i.getOptionLabel(y)),id:e.$id+"_multiple_option_"+O,class:e.cx("chipItem",{i:O}),role:"option","aria-label":i.getOptionLabel(y),"aria-selected":!0,"aria-setsize":e.d_value.length,"aria-posinset":O+1},{ref_for:!0},e.ptm("chipItem")),[F(e.$slots,"chip",k({class:e.cx("pcChip"),value:y,index:O,removeCallback:function(I){return i.removeOption(I,O)}},{ref_for:!0},e.ptm("pcChip")),function(){return[M(d,{class:X(e.cx("pcChip")),label:i.getOptionLabel(y),removeIcon:e.chipIcon||e.removeTokenIcon,removable:"",unstyled:e.unstyled,onRemove:function(I){return i.removeOption(I,O)},"data-p-focused":l.focusedMultipleOptionIndex===O,pt:e.ptm("pcChip")},{removeicon:j(function(){return[F(e.$slots,e.$slots.chipicon?"chipicon":"removetokenicon",{class:X(e.cx("chipIcon")),index:O,removeCallback:function(I){return i.removeOption(I,O)}})]}),_:2},1032,["class","label","removeIcon","unstyled","onRemove","data-p-focused","pt"])]})],16,il)}),128)),h("li",k({class:e.cx("inputChip"),role:"option"},e.ptm("inputChip")),[h("input",k({ref:"focusInput",id:e.inputId,type:"text",style:e.inputStyle,class:e.inputClass,placeholder:e.placeholder,tabindex:e.disabled?-1:e.tabindex,disabled:e.disabled,autocomplete:"off",role:"combobox","aria-label":e.ariaLabel,"aria-labelledby":e.ariaLabelledby,"aria-haspopup":"listbox","aria-autocomplete":"list","aria-expanded":l.overlayVisible,"aria-controls":e.$id+"_list","aria-activedescendant":l.focused?i.focusedOptionId:void 0,"aria-invalid":e.invalid||void 0,onFocus:t[0]||(t[0]=function(){return i.onFocus&&i.onFocus.apply(i,arguments)}),onBlur:t[1]||(t[1]=function(){return i.onBlur&&i.onBlur.apply(i,arguments)}),onKeydown:t[2]||(t[2]=function(){return i.onKeyDown&&i.onKeyDown.apply(i,arguments)}),onInput:t[3]||(t[3]=function(){return i.onInput&&i.onInput.apply(i,arguments)}),onChange:t[4]||(t[4]=function(){return i.onChange&&i.onChange.apply(i,arguments)})},e.ptm("input")),null,16,ol)],16)],16,nl)):S("",!0),l.searching||e.loading?F(e.$slots,e.$slots.loader?"loader":"loadingicon",{key:3,class:X(e.cx("loader"))},function(){return[e.loader||e.loadingIcon?(a(),p("i",k({key:0,class:["pi-spin",e.cx("loader"),e.loader,e.loadingIcon],"aria-hidden":"true","data-p-has-dropdown":e.dropdown},e.ptm("loader")),null,16,ll)):e.loading?(a(),z(v,k({key:1,class:e.cx("loader"),spin:"","aria-hidden":"true","data-p-has-dropdown":e.dropdown},e.ptm("loader")),null,16,["class","data-p-has-dropdown"])):S("",!0)]}):S("",!0),F(e.$slots,e.$slots.dropdown?"dropdown":"dropdownbutton",{toggleCallback:function(O){return i.onDropdownClick(O)}},function(){return[e.dropdown?(a(),p("button",k({key:0,ref:"dropdownButton",type:"button",class:[e.cx("dropdown"),e.dropdownClass],disabled:e.disabled,"aria-haspopup":"listbox","aria-expanded":l.overlayVisible,"aria-controls":i.panelId,onClick:t[8]||(t[8]=function(){return i.onDropdownClick&&i.onDropdownClick.apply(i,arguments)})},e.ptm("dropdown")),[F(e.$slots,"dropdownicon",{class:X(e.dropdownIcon)},function(){return[(a(),z(Oe(e.dropdownIcon?"span":"ChevronDownIcon"),k({class:e.dropdownIcon},e.ptm("dropdownIcon")),null,16,["class"]))]})],16,al)):S("",!0)]}),e.typeahead?(a(),p("span",k({key:4,role:"status","aria-live":"polite",class:"p-hidden-accessible"},e.ptm("hiddenSearchResult"),{"data-p-hidden-accessible":!0}),$(i.searchResultMessageText),17)):S("",!0),M(C,{appendTo:e.appendTo},{default:j(function(){return[M(Gt,k({name:"p-anchored-overlay",onEnter:i.onOverlayEnter,onAfterEnter:i.onOverlayAfterEnter,onLeave:i.onOverlayLeave,onAfterLeave:i.onOverlayAfterLeave},e.ptm("transition")),{default:j(function(){return[l.overlayVisible?(a(),p("div",k({key:0,ref:i.overlayRef,id:i.panelId,class:[e.cx("overlay"),e.panelClass,e.overlayClass],style:Tt(Tt({},e.panelStyle),e.overlayStyle),onClick:t[9]||(t[9]=function(){return i.onOverlayClick&&i.onOverlayClick.apply(i,arguments)}),onKeydown:t[10]||(t[10]=function(){return i.onOverlayKeyDown&&i.onOverlayKeyDown.apply(i,arguments)}),"data-p":i.overlayDataP},e.ptm("overlay")),[F(e.$slots,"header",{value:e.d_value,suggestions:i.visibleOptions}),h("div",k({class:e.cx("listContainer"),style:{"max-height":i.virtualScrollerDisabled?e.scrollHeight:""}},e.ptm("listContainer")),[M(b,k({ref:i.virtualScrollerRef},e.virtualScrollerOptions,{style:{height:e.scrollHeight},items:i.visibleOptions,tabindex:-1,disabled:i.virtualScrollerDisabled,pt:e.ptm("virtualScroller")}),Wt({content:j(function(y){var O=y.styleClass,x=y.contentRef,I=y.items,m=y.getItemOptions,f=y.contentStyle,r=y.itemSize;return[h("ul",k({ref:function(T){return i.listRef(T,x)},id:e.$id+"_list",class:[e.cx("list"),O],style:f,role:"listbox","aria-label":i.listAriaLabel},e.ptm("list")),[(a(!0),p(K,null,q(I,function(g,T){return a(),p(K,{key:i.getOptionRenderKey(g,i.getOptionIndex(T,m))},[i.isOptionGroup(g)?(a(),p("li",k({key:0,id:e.$id+"_"+i.getOptionIndex(T,m),style:{height:r?r+"px":void 0},class:e.cx("optionGroup"),role:"option"},{ref_for:!0},e.ptm("optionGroup")),[F(e.$slots,"optiongroup",{option:g.optionGroup,index:i.getOptionIndex(T,m)},function(){return[oe($(i.getOptionGroupLabel(g.optionGroup)),1)]})],16,dl)):qt((a(),p("li",k({key:1,id:e.$id+"_"+i.getOptionIndex(T,m),style:{height:r?r+"px":void 0},class:e.cx("option",{option:g,i:T,getItemOptions:m}),role:"option","aria-label":i.getOptionLabel(g),"aria-selected":i.isSelected(g),"aria-disabled":i.isOptionDisabled(g),"aria-setsize":i.ariaSetSize,"aria-posinset":i.getAriaPosInset(i.getOptionIndex(T,m)),onClick:function(P){return i.onOptionSelect(P,g)},onMousemove:function(P){return i.onOptionMouseMove(P,i.getOptionIndex(T,m))},"data-p-selected":i.isSelected(g),"data-p-focused":l.focusedOptionIndex===i.getOptionIndex(T,m),"data-p-disabled":i.isOptionDisabled(g)},{ref_for:!0},i.getPTOptions(g,m,T,"option")),[F(e.$slots,"option",{option:g,index:i.getOptionIndex(T,m)},function(){return[oe($(i.getOptionLabel(g)),1)]})],16,ul)),[[c]])],64)}),128)),e.showEmptyMessage&&(!I||I&&I.length===0)?(a(),p("li",k({key:0,class:e.cx("emptyMessage"),role:"option"},e.ptm("emptyMessage")),[F(e.$slots,"empty",{},function(){return[oe($(i.searchResultMessageText),1)]})],16)):S("",!0)],16,sl)]}),_:2},[e.$slots.loader?{name:"loader",fn:j(function(y){var O=y.options;return[F(e.$slots,"loader",{options:O})]}),key:"0"}:void 0]),1040,["style","items","disabled","pt"])],16),F(e.$slots,"footer",{value:e.d_value,suggestions:i.visibleOptions}),h("span",k({role:"status","aria-live":"polite",class:"p-hidden-accessible"},e.ptm("hiddenSelectedMessage"),{"data-p-hidden-accessible":!0}),$(i.selectedMessageText),17)],16,rl)):S("",!0)]}),_:3},16,["onEnter","onAfterEnter","onLeave","onAfterLeave"])]}),_:3},8,["appendTo"])],16,tl)}an.render=cl;const pl={key:0,class:"muted"},ut=ye({__name:"LinkInput",props:{modelValue:{},target:{},inputId:{},disabled:{type:Boolean},invalid:{type:Boolean}},emits:["update:modelValue"],setup(e,{emit:t}){const n=e,o=t,l=Ce(),i=U([]);let s=0;async function u(b){if(!n.target||b.query!==""&&b.query!==String(n.modelValue??""))return;const C=++s;let c;try{c=await l.api.call("frappe.desk.search.search_link",{doctype:n.target,txt:b.query,page_length:10},"GET")}catch{c=[]}C===s&&(i.value=c)}function d(){s++}function v(b){o("update:modelValue",typeof b=="string"?b:b&&typeof b=="object"?String(b.value??""):"")}return(b,C)=>(a(),z(w(an),{"model-value":e.modelValue??"",suggestions:i.value,"option-label":"value","input-id":e.inputId,disabled:e.disabled,invalid:e.invalid,dropdown:"","complete-on-focus":"",delay:150,fluid:"",onComplete:u,onOptionSelect:d,"onUpdate:modelValue":v},{option:j(({option:c})=>[h("div",null,[h("div",null,$(c.value),1),c.description?(a(),p("small",pl,$(c.description),1)):S("v-if",!0)])]),_:1},8,["model-value","suggestions","input-id","disabled","invalid"]))}}),fl={key:0,class:"check"},hl={key:10},ml={key:0,style:{margin:"0 0 .25rem","overflow-wrap":"anywhere"}},bl=["href"],vl=["id","disabled"],yl={key:2,class:"muted",role:"status"},gl={key:3,role:"alert",style:{color:"#b42318"}},Ae=ye({__name:"FieldInput",props:{field:{},modelValue:{},inputId:{},readonly:{type:Boolean},doc:{},doctype:{},labelledby:{}},emits:["update:modelValue"],setup(e,{emit:t}){const n=e,o=t,l=Ce(),i=U(!1),s=U(""),u=E(()=>n.field.fieldtype),d=new Set(["Text","Small Text","Long Text","Text Editor","Code","JSON","Markdown Editor","HTML Editor","Signature","Geolocation"]),v=new Set(["Code","JSON","HTML Editor","Markdown Editor"]),b=/^\*+$/,C=E(()=>(n.field.options??"").split(`
`).map(m=>({value:m,label:m===""?"(none)":m}))),c=E(()=>n.doc&&n.field.options?String(n.doc[n.field.options]??""):""),y=E(()=>n.modelValue?String(n.modelValue).slice(0,19).replace(" ","T"):"");function O(m){o("update:modelValue",m?`${m.replace("T"," ")}${m.length===16?":00":""}`:null)}function x(m){o("update:modelValue",m===""?null:u.value==="Int"?Math.trunc(Number(m)):Number(m))}async function I(m){const f=m.target,r=f.files?.[0];if(r){i.value=!0,s.value="";try{const g=n.doc?.name&&!n.doc.__islocal?{doctype:n.doctype,docname:String(n.doc.name),fieldname:n.field.fieldname}:{},T=await l.api.upload(r,g);o("update:modelValue",T.file_url)}catch(g){s.value=g.message}finally{i.value=!1,f.value=""}}}return(m,f)=>u.value==="Check"?(a(),p("div",fl,[M(w(Ne),{"model-value":!!e.modelValue,binary:"","input-id":e.inputId,disabled:e.readonly,"onUpdate:modelValue":f[0]||(f[0]=r=>o("update:modelValue",r?1:0))},null,8,["model-value","input-id","disabled"]),F(m.$slots,"check-label")])):u.value==="Select"?(a(),z(w(vt),{key:1,id:e.inputId,"model-value":e.modelValue??"",options:C.value,"option-label":"label","option-value":"value",disabled:e.readonly,"aria-labelledby":e.labelledby,fluid:"","onUpdate:modelValue":f[1]||(f[1]=r=>o("update:modelValue",r))},null,8,["id","model-value","options","disabled","aria-labelledby"])):u.value==="Link"?(a(),z(ut,{key:2,"model-value":e.modelValue,target:e.field.options??"","input-id":e.inputId,disabled:e.readonly,"onUpdate:modelValue":f[2]||(f[2]=r=>o("update:modelValue",r))},null,8,["model-value","target","input-id","disabled"])):u.value==="Dynamic Link"?(a(),z(ut,{key:3,"model-value":e.modelValue,target:c.value,"input-id":e.inputId,disabled:e.readonly,"onUpdate:modelValue":f[3]||(f[3]=r=>o("update:modelValue",r))},null,8,["model-value","target","input-id","disabled"])):w(Fi).has(u.value)?(a(),z(w(ee),{key:4,id:e.inputId,type:"number",step:u.value==="Int"||u.value==="Rating"?"1":"any","model-value":e.modelValue??"",readonly:e.readonly,"onUpdate:modelValue":f[4]||(f[4]=r=>x(String(r??"")))},null,8,["id","step","model-value","readonly"])):u.value==="Date"?(a(),z(w(ee),{key:5,id:e.inputId,type:"date","model-value":e.modelValue??"",readonly:e.readonly,"onUpdate:modelValue":f[5]||(f[5]=r=>o("update:modelValue",r||null))},null,8,["id","model-value","readonly"])):u.value==="Datetime"?(a(),z(w(ee),{key:6,id:e.inputId,type:"datetime-local",step:"1","model-value":y.value,readonly:e.readonly,"onUpdate:modelValue":f[6]||(f[6]=r=>O(String(r??"")))},null,8,["id","model-value","readonly"])):u.value==="Time"?(a(),z(w(ee),{key:7,id:e.inputId,type:"time",step:"1","model-value":e.modelValue??"",readonly:e.readonly,"onUpdate:modelValue":f[7]||(f[7]=r=>o("update:modelValue",r||null))},null,8,["id","model-value","readonly"])):w(v).has(u.value)?(a(),z(w(je),{key:8,id:e.inputId,class:"source","model-value":e.modelValue??"",readonly:e.readonly,rows:"4","auto-resize":"",spellcheck:"false",wrap:"off",autocapitalize:"off",autocomplete:"off","onUpdate:modelValue":f[8]||(f[8]=r=>o("update:modelValue",r))},null,8,["id","model-value","readonly"])):w(d).has(u.value)?(a(),z(w(je),{key:9,id:e.inputId,"model-value":e.modelValue??"",readonly:e.readonly,rows:"4","auto-resize":"","onUpdate:modelValue":f[9]||(f[9]=r=>o("update:modelValue",r))},null,8,["id","model-value","readonly"])):u.value==="Attach"||u.value==="Attach Image"?(a(),p("div",hl,[e.modelValue?(a(),p("p",ml,[h("a",{href:e.modelValue,target:"_blank",rel:"noopener"},$(String(e.modelValue).split("/").pop()),9,bl)])):S("v-if",!0),e.readonly?S("v-if",!0):(a(),p("input",{key:1,id:e.inputId,type:"file",disabled:i.value,onChange:I},null,40,vl)),i.value?(a(),p("p",yl,"Uploading…")):S("v-if",!0),s.value?(a(),p("p",gl,$(s.value),1)):S("v-if",!0)])):u.value==="Password"?(a(),p(K,{key:11},[S(" Typing into the mask replaces it (it is selected on focus) rather than adding to it. "),M(w(ee),{id:e.inputId,type:"password",autocomplete:"new-password","model-value":e.modelValue??"",readonly:e.readonly,onFocus:f[10]||(f[10]=r=>b.test(String(e.modelValue??""))&&r.target.select()),"onUpdate:modelValue":f[11]||(f[11]=r=>o("update:modelValue",r))},null,8,["id","model-value","readonly"])],2112)):u.value==="Color"?(a(),z(w(ee),{key:12,id:e.inputId,type:"text","model-value":e.modelValue??"",readonly:e.readonly,placeholder:"#rrggbb","onUpdate:modelValue":f[12]||(f[12]=r=>o("update:modelValue",r))},null,8,["id","model-value","readonly"])):(a(),z(w(ee),{key:13,id:e.inputId,"model-value":e.modelValue??"",readonly:e.readonly||u.value==="Read Only","onUpdate:modelValue":f[13]||(f[13]=r=>o("update:modelValue",r))},null,8,["id","model-value","readonly"]))}}),wl={class:"table-wrap"},kl=["id","aria-label"],Ol=["for","id"],Il={style:{"white-space":"nowrap"}},Sl={key:0},Cl=["colspan"],xl={key:0,class:"grid"},Ll=["for"],$l=["for","id"],Vl={key:2,class:"desc"},zl=ye({__name:"ChildTable",props:{field:{},meta:{},rows:{},readonly:{type:Boolean},parent:{}},emits:["update:rows"],setup(e,{emit:t}){const n=e,o=t,l=E(()=>Ei(n.meta)),i=E(()=>n.meta.fields.filter(x=>!xe.has(x.fieldtype)&&!ue.has(x.fieldtype))),s=(x,I)=>Be(x,I,n.parent??null),u=(x,I)=>n.readonly||!!x.read_only||nn(x,I,n.parent??null),d=(x,I)=>qe(x,I,n.parent??null),v=U(null),b=E(()=>`${n.field.fieldname}`);function C(){const x={doctype:n.meta.name};for(const I of n.meta.fields)I.default!==void 0&&I.default!==null&&I.default!==""&&(x[I.fieldname]=I.fieldtype==="Check"||I.fieldtype==="Int"?Number(I.default):I.default);return x}function c(x,I,m){o("update:rows",n.rows.map((f,r)=>r===x?{...f,[I]:m}:f))}function y(){o("update:rows",[...n.rows,C()])}function O(x){o("update:rows",n.rows.filter((I,m)=>m!==x))}return(x,I)=>(a(),p(K,null,[h("div",wl,[h("table",{class:"plain",id:`table-${b.value}`,"aria-label":w(re)(e.field)},[h("thead",null,[h("tr",null,[I[2]||(I[2]=h("th",{scope:"col"},"#",-1)),(a(!0),p(K,null,q(l.value,m=>(a(),p("th",{key:m.fieldname,scope:"col"},$(w(re)(m)),1))),128)),I[3]||(I[3]=h("th",{scope:"col"},[h("span",{class:"sr-only"},"Row actions")],-1))])]),h("tbody",null,[(a(!0),p(K,null,q(e.rows,(m,f)=>(a(),p("tr",{key:m.name??`new-${f}`},[h("td",null,$(f+1),1),(a(!0),p(K,null,q(l.value,r=>(a(),p("td",{key:r.fieldname,style:{"min-width":"9rem"}},[s(r,m)?(a(),p(K,{key:0},[h("label",{for:`${b.value}-${f}-${r.fieldname}`,class:"sr-only",id:`${b.value}-${f}-${r.fieldname}-label`},$(w(re)(r))+", row "+$(f+1),9,Ol),M(Ae,{field:r,"model-value":m[r.fieldname],"input-id":`${b.value}-${f}-${r.fieldname}`,labelledby:`${b.value}-${f}-${r.fieldname}-label`,readonly:u(r,m),doc:m,doctype:e.meta.name,"onUpdate:modelValue":g=>c(f,r.fieldname,g)},null,8,["field","model-value","input-id","labelledby","readonly","doc","doctype","onUpdate:modelValue"])],64)):S("v-if",!0)]))),128)),h("td",Il,[M(w(H),{text:"",size:"small",label:"Edit","aria-label":`Edit row ${f+1}`,onClick:r=>v.value=f},null,8,["aria-label","onClick"]),e.readonly?S("v-if",!0):(a(),z(w(H),{key:0,text:"",size:"small",severity:"danger",label:"Remove","aria-label":`Remove row ${f+1}`,onClick:r=>O(f)},null,8,["aria-label","onClick"]))])]))),128)),e.rows.length===0?(a(),p("tr",Sl,[h("td",{colspan:l.value.length+2,class:"muted"},"No rows.",8,Cl)])):S("v-if",!0)])],8,kl)]),e.readonly?S("v-if",!0):(a(),z(w(H),{key:0,id:`add-row-${b.value}`,label:"Add row",size:"small",severity:"secondary",style:{"margin-top":".5rem"},onClick:y},null,8,["id"])),M(w(Pe),{visible:v.value!==null,modal:"",header:`${w(re)(e.field)}: row ${(v.value??0)+1}`,style:{width:"min(40rem, 95vw)"},"onUpdate:visible":I[1]||(I[1]=m=>{m||(v.value=null)})},{footer:j(()=>[M(w(H),{label:"Done",onClick:I[0]||(I[0]=m=>v.value=null)})]),default:j(()=>[v.value!==null&&e.rows[v.value]?(a(),p("div",xl,[(a(!0),p(K,null,q(i.value,m=>(a(),p(K,{key:m.fieldname},[s(m,e.rows[v.value])?(a(),p("div",{key:0,class:X(["field",{wide:["Text","Small Text","Long Text","Text Editor","Code","JSON"].includes(m.fieldtype)}])},[m.fieldtype==="Check"?(a(),z(Ae,{key:0,field:m,"model-value":e.rows[v.value][m.fieldname],"input-id":`row-${b.value}-${m.fieldname}`,readonly:u(m,e.rows[v.value]),"onUpdate:modelValue":f=>c(v.value,m.fieldname,f)},{"check-label":j(()=>[h("label",{for:`row-${b.value}-${m.fieldname}`},$(w(re)(m)),9,Ll)]),_:2},1032,["field","model-value","input-id","readonly","onUpdate:modelValue"])):(a(),p(K,{key:1},[h("label",{for:`row-${b.value}-${m.fieldname}`,id:`row-${b.value}-${m.fieldname}-label`,class:X({reqd:d(m,e.rows[v.value])})},$(w(re)(m)),11,$l),M(Ae,{field:m,"model-value":e.rows[v.value][m.fieldname],"input-id":`row-${b.value}-${m.fieldname}`,labelledby:`row-${b.value}-${m.fieldname}-label`,readonly:u(m,e.rows[v.value]),doc:e.rows[v.value],doctype:e.meta.name,"onUpdate:modelValue":f=>c(v.value,m.fieldname,f)},null,8,["field","model-value","input-id","labelledby","readonly","doc","doctype","onUpdate:modelValue"])],64)),m.description?(a(),p("p",Vl,$(m.description),1)):S("v-if",!0)],2)):S("v-if",!0)],64))),128))])):S("v-if",!0)]),_:1},8,["visible","header"])],64))}}),Tl={"aria-label":"Document details"},Ml={class:"card","aria-labelledby":"att-heading"},Al={class:"timeline",id:"attachments"},Pl=["href"],Fl={key:0,class:"muted"},Kl={class:"field",style:{"margin-top":".5rem"}},Dl=["disabled"],El={class:"card","aria-labelledby":"asg-heading"},Bl={class:"timeline",id:"assignments"},Rl={key:0,class:"muted"},jl={class:"field"},Hl={class:"card","aria-labelledby":"cmt-heading"},Ul={class:"field"},Nl={class:"timeline",id:"comments"},Gl={class:"muted"},Wl={class:"card","aria-labelledby":"mail-heading"},ql={class:"timeline",id:"communications"},Jl={class:"muted"},Yl={class:"muted"},Zl={key:0,class:"muted"},Xl={class:"card","aria-labelledby":"ver-heading"},Ql={class:"timeline",id:"versions"},_l={class:"muted"},ea={style:{margin:".2rem 0 0","padding-left":"1rem"}},ta={key:0,class:"muted"},na=ye({__name:"DocSidebar",props:{doctype:{},name:{},docinfo:{},doc:{}},emits:["changed"],setup(e,{emit:t}){const n=e,o=t,l=Ce(),i=ht(),s=U(""),u=U(""),d=U(!1),v=m=>String(m??"").replace(/<[^>]*>/g," ").replace(/&nbsp;/g," ").replace(/\s+/g," ").trim(),b=m=>String(m??"").slice(0,16),C=E(()=>(n.docinfo.versions??[]).map(m=>{let f={};try{f=typeof m.data=="string"?JSON.parse(m.data):m.data??{}}catch{f={}}const r=(f.changed??[]).map(([g,T,N])=>`${g}: ${v(T)||"(empty)"} → ${v(N)||"(empty)"}`);for(const[g,T]of f.added??[])r.push(`${g}: row added${T?.name,""}`);for(const[g]of f.removed??[])r.push(`${g}: row removed`);for(const[g,,,T]of f.row_changed??[])r.push(`${g}: row changed (${(T??[]).map(N=>N[0]).join(", ")})`);return r.length===0&&f.creation&&r.push("created"),{name:m.name,owner:m.owner,creation:m.creation,changes:r}}));async function c(m,f){d.value=!0;try{await m(),i.add({severity:"success",summary:f,life:2500}),o("changed")}catch(r){i.add({severity:"error",summary:"Not done",detail:r.message,life:8e3})}finally{d.value=!1}}const y=()=>{const m=s.value.trim();m&&c(async()=>{await l.api.call("frappe.desk.form.utils.add_comment",{reference_doctype:n.doctype,reference_name:n.name,content:m,comment_email:l.boot.user,comment_by:l.boot.user}),s.value=""},"Comment added")},O=()=>{u.value&&c(async()=>{await l.api.call("frappe.desk.form.assign_to.add",{doctype:n.doctype,name:n.name,assign_to:JSON.stringify([u.value])}),u.value=""},"Assigned")},x=m=>c(()=>l.api.call("frappe.desk.form.assign_to.remove",{doctype:n.doctype,name:n.name,assign_to:m}),"Assignment removed");async function I(m){const f=m.target,r=f.files?.[0];r&&(await c(()=>l.api.upload(r,{doctype:n.doctype,docname:n.name}),`Attached ${r.name}`),f.value="")}return(m,f)=>(a(),p("aside",Tl,[h("section",Ml,[f[3]||(f[3]=h("h2",{id:"att-heading"},"Attachments",-1)),h("ul",Al,[(a(!0),p(K,null,q(e.docinfo.attachments,r=>(a(),p("li",{key:r.name},[h("a",{href:r.file_url,target:"_blank",rel:"noopener"},$(r.file_name||r.file_url),9,Pl)]))),128)),e.docinfo.attachments?.length?S("v-if",!0):(a(),p("li",Fl,"None yet."))]),h("div",Kl,[f[2]||(f[2]=h("label",{for:"attach-file"},"Attach a file",-1)),h("input",{id:"attach-file",type:"file",disabled:d.value,onChange:I},null,40,Dl)])]),h("section",El,[f[5]||(f[5]=h("h2",{id:"asg-heading"},"Assigned to",-1)),h("ul",Bl,[(a(!0),p(K,null,q(e.docinfo.assignments,r=>(a(),p("li",{key:r.name,class:"check",style:{"justify-content":"space-between"}},[h("span",null,$(r.owner),1),M(w(H),{text:"",size:"small",label:"Remove","aria-label":`Remove assignment of ${r.owner}`,onClick:g=>x(r.owner)},null,8,["aria-label","onClick"])]))),128)),e.docinfo.assignments?.length?S("v-if",!0):(a(),p("li",Rl,"Nobody."))]),h("form",{style:{"margin-top":".5rem"},onSubmit:Ie(O,["prevent"])},[h("div",jl,[f[4]||(f[4]=h("label",{for:"assign-user"},"Assign to user",-1)),M(ut,{modelValue:u.value,"onUpdate:modelValue":f[0]||(f[0]=r=>u.value=r),target:"User","input-id":"assign-user"},null,8,["modelValue"])]),M(w(H),{type:"submit",label:"Assign",size:"small",severity:"secondary",style:{"margin-top":".4rem"},disabled:d.value||!u.value},null,8,["disabled"])],32)]),h("section",Hl,[f[8]||(f[8]=h("h2",{id:"cmt-heading"},"Comments",-1)),h("form",{onSubmit:Ie(y,["prevent"])},[h("div",Ul,[f[6]||(f[6]=h("label",{for:"new-comment"},"Add a comment",-1)),M(w(je),{id:"new-comment",modelValue:s.value,"onUpdate:modelValue":f[1]||(f[1]=r=>s.value=r),rows:"3",fluid:""},null,8,["modelValue"])]),M(w(H),{id:"add-comment",type:"submit",label:"Comment",size:"small",style:{"margin-top":".4rem"},disabled:d.value||!s.value.trim()},null,8,["disabled"])],32),h("ul",Nl,[(a(!0),p(K,null,q(e.docinfo.comments,r=>(a(),p("li",{key:r.name},[h("strong",null,$(r.owner),1),f[7]||(f[7]=oe()),h("span",Gl,$(b(r.creation)),1),h("div",null,$(v(r.content)),1)]))),128))])]),h("section",Wl,[f[10]||(f[10]=h("h2",{id:"mail-heading"},"Emails",-1)),h("ul",ql,[(a(!0),p(K,null,q(e.docinfo.communications,r=>(a(),p("li",{key:r.name},[h("strong",null,$(r.subject||"(no subject)"),1),f[9]||(f[9]=oe()),h("span",Jl,$(b(r.communication_date||r.creation)),1),h("div",Yl,[oe($(r.sender_full_name||r.sender)+" → "+$(r.recipients),1),r.delivery_status?(a(),p(K,{key:0},[oe(" · "+$(r.delivery_status),1)],64)):S("v-if",!0)]),h("div",null,$(v(r.content)),1)]))),128)),e.docinfo.communications?.length?S("v-if",!0):(a(),p("li",Zl,"None yet."))])]),h("section",Xl,[f[11]||(f[11]=h("h2",{id:"ver-heading"},"Version history",-1)),h("ul",Ql,[(a(!0),p(K,null,q(C.value,r=>(a(),p("li",{key:r.name},[h("span",_l,$(b(r.creation))+" · "+$(r.owner),1),h("ul",ea,[(a(!0),p(K,null,q(r.changes,(g,T)=>(a(),p("li",{key:T,style:{border:"0",padding:"0"}},$(g),1))),128))])]))),128)),C.value.length?S("v-if",!0):(a(),p("li",ta,"No changes recorded"+$("")+"."))])])]))}}),ia={class:"field"},oa={class:"field"},la={class:"field"},aa={class:"field"},ra={class:"field"},sa={class:"field check"},da=ye({__name:"MailComposer",props:et({doctype:{},name:{},subject:{}},{visible:{type:Boolean,required:!0},visibleModifiers:{}}),emits:et(["sent"],["update:visible"]),setup(e,{emit:t}){const n=e,o=t,l=Jt(e,"visible"),i=Ce(),s=ht(),u=U(!1),d=zn({recipients:"",cc:"",bcc:"",subject:"",content:"",send_me_a_copy:!1});function v(){Object.assign(d,{recipients:"",cc:"",bcc:"",subject:n.subject,content:"",send_me_a_copy:!1})}Yt(l,C=>{C&&v()});async function b(){u.value=!0;try{const{message:C,messages:c}=await i.api.callWithMessages("frappe.core.doctype.communication.email.make",{...d,send_me_a_copy:d.send_me_a_copy?1:0,doctype:n.doctype,name:n.name,send_email:1}),y=String(C?.emails_not_sent_to??"");s.add({severity:"success",summary:"Email sent",detail:y?`Not sent to ${y}`:void 0,life:3e3});for(const O of c)s.add({severity:"warn",summary:"Message",detail:O,life:1e4});l.value=!1,o("sent")}catch(C){s.add({severity:"error",summary:"Not sent",detail:C.message,life:8e3})}finally{u.value=!1}}return(C,c)=>(a(),z(w(Pe),{visible:l.value,"onUpdate:visible":c[7]||(c[7]=y=>l.value=y),modal:"",header:"New Email",closable:!u.value,style:{width:"min(40rem, 95vw)"}},{footer:j(()=>[M(w(H),{label:"Cancel",severity:"secondary",outlined:"",disabled:u.value,onClick:c[6]||(c[6]=y=>l.value=!1)},null,8,["disabled"]),M(w(H),{id:"mail-send",type:"submit",form:"mail-form",label:"Send",loading:u.value,disabled:u.value||!d.recipients.trim()||!d.subject.trim()},null,8,["loading","disabled"])]),default:j(()=>[h("form",{id:"mail-form",class:"mail-form",onSubmit:Ie(b,["prevent"])},[h("div",ia,[c[8]||(c[8]=h("label",{for:"mail-to",class:"reqd"},"To",-1)),M(w(ee),{id:"mail-to",modelValue:d.recipients,"onUpdate:modelValue":c[0]||(c[0]=y=>d.recipients=y),placeholder:"Comma-separated addresses",autocomplete:"off",autofocus:"",fluid:""},null,8,["modelValue"])]),h("div",oa,[c[9]||(c[9]=h("label",{for:"mail-cc"},"CC",-1)),M(w(ee),{id:"mail-cc",modelValue:d.cc,"onUpdate:modelValue":c[1]||(c[1]=y=>d.cc=y),autocomplete:"off",fluid:""},null,8,["modelValue"])]),h("div",la,[c[10]||(c[10]=h("label",{for:"mail-bcc"},"BCC",-1)),M(w(ee),{id:"mail-bcc",modelValue:d.bcc,"onUpdate:modelValue":c[2]||(c[2]=y=>d.bcc=y),autocomplete:"off",fluid:""},null,8,["modelValue"])]),h("div",aa,[c[11]||(c[11]=h("label",{for:"mail-subject",class:"reqd"},"Subject",-1)),M(w(ee),{id:"mail-subject",modelValue:d.subject,"onUpdate:modelValue":c[3]||(c[3]=y=>d.subject=y),autocomplete:"off",fluid:""},null,8,["modelValue"])]),h("div",ra,[c[12]||(c[12]=h("label",{for:"mail-content"},"Message",-1)),M(w(je),{id:"mail-content",modelValue:d.content,"onUpdate:modelValue":c[4]||(c[4]=y=>d.content=y),rows:"8",fluid:""},null,8,["modelValue"])]),h("div",sa,[M(w(Ne),{modelValue:d.send_me_a_copy,"onUpdate:modelValue":c[5]||(c[5]=y=>d.send_me_a_copy=y),"input-id":"mail-copy",binary:""},null,8,["modelValue"]),c[13]||(c[13]=h("label",{for:"mail-copy"},"Send me a copy",-1))])],32)]),_:1},8,["visible","closable"]))}}),ua={class:"print-bar"},ca={class:"print-letterhead"},pa=["href","download"],fa=["src"],ha=ye({__name:"PrintDialog",props:et({doctype:{},name:{}},{visible:{type:Boolean,required:!0},visibleModifiers:{}}),emits:["update:visible"],setup(e){const t=e,n=Jt(e,"visible"),o=Ce(),l=U(["Standard"]),i=U("Standard"),s=U(!0);Yt(n,async C=>{if(C)try{const c=await o.api.list("Print Format",{fields:["name"],filters:[["doc_type","=",t.doctype],["disabled","=",0]],limit_page_length:100});l.value=["Standard",...c.map(y=>y.name)]}catch{l.value=["Standard"]}});const u=E(()=>new URLSearchParams({doctype:t.doctype,name:t.name,format:i.value,no_letterhead:s.value?"0":"1"}).toString()),d=E(()=>`/printview?${u.value}`),v=E(()=>`/api/method/frappe.utils.print_format.download_pdf?${u.value}`);function b(){window.open(`${d.value}&trigger_print=1`,"_blank","noopener")}return(C,c)=>(a(),z(w(Pe),{visible:n.value,"onUpdate:visible":c[2]||(c[2]=y=>n.value=y),modal:"",header:"Print",style:{width:"min(60rem, 95vw)"}},{default:j(()=>[h("div",ua,[M(w(vt),{id:"print-format",modelValue:i.value,"onUpdate:modelValue":c[0]||(c[0]=y=>i.value=y),options:l.value,"aria-label":"Print Format"},null,8,["modelValue","options"]),h("label",ca,[M(w(Ne),{modelValue:s.value,"onUpdate:modelValue":c[1]||(c[1]=y=>s.value=y),binary:"","input-id":"print-letterhead"},null,8,["modelValue"]),c[3]||(c[3]=oe()),c[4]||(c[4]=h("span",null,"Letter head",-1))]),M(w(H),{id:"print-now",label:"Print",severity:"secondary",outlined:"",onClick:b}),h("a",{id:"print-pdf",class:"p-button p-component",href:v.value,download:`${e.name.replace(/[ /]/g,"-")}.pdf`},"PDF",8,pa)]),n.value?(a(),p("iframe",{key:0,id:"print-preview",class:"print-preview",src:d.value,title:"Print preview",sandbox:"allow-modals allow-same-origin"},null,8,fa)):S("v-if",!0)]),_:1},8,["visible"]))}}),ma=Fn(ha,[["__scopeId","data-v-07f21cde"]]),ba=new Set(["name","owner","creation","modified","modified_by","docstatus","idx","doctype","parent","parentfield","parenttype","_user_tags","_comments","_assign","_liked_by","_seen"]);function va(e){const t=[{label:"",fields:[]}];for(const n of e.fields)n.fieldtype==="Section Break"||n.fieldtype==="Tab Break"?t.push({label:n.label??"",fields:[],breakField:n}):xe.has(n.fieldtype)||t[t.length-1].fields.push(n);return t.filter(n=>n.fields.length>0)}function ya(e){const t={doctype:e.name,__islocal:1,docstatus:0};for(const n of e.fields)ue.has(n.fieldtype)?t[n.fieldname]=[]:n.default!==void 0&&n.default!==null&&n.default!==""&&!/^(Today|now|__user)$/i.test(n.default)?t[n.fieldname]=n.fieldtype==="Check"||n.fieldtype==="Int"?Number(n.default):n.default:n.fieldtype==="Check"&&(t[n.fieldname]=0);return t}function rn(e,t){return e.map(n=>Object.fromEntries(Object.entries(n).filter(([o])=>t&&o==="name"||!ba.has(o)&&!o.startsWith("__"))))}function sn(e,t){const n={};t.name&&lt(e)&&(n.name=t.name);for(const o of e.fields){const l=t[o.fieldname];xe.has(o.fieldtype)||l===void 0||l===null||l===""||(n[o.fieldname]=ue.has(o.fieldtype)?rn(l,!1):l)}return t.amended_from&&(n.amended_from=t.amended_from),n}function _e(e,t,n){const o={};for(const l of e.fields){if(xe.has(l.fieldtype))continue;const i=t[l.fieldname];JSON.stringify(i??null)!==JSON.stringify(n[l.fieldname]??null)&&(o[l.fieldname]=ue.has(l.fieldtype)?rn(i??[],!0):i??null)}return Object.keys(o).length>0&&n.modified&&(o.modified=n.modified),o}function ga(e,t){return{...sn({...e,autoname:""},t),amended_from:t.name}}function Mt(e,t){const n=e.fields??[];return!Number(e.is_submittable)||n.some(o=>o.fieldname==="amended_from")?e:{...e,fields:[...n,{doctype:"DocField",fieldname:"amended_from",fieldtype:"Link",label:"Amended From",options:t,read_only:1}]}}const wa={Primary:"info",Info:"info",Success:"success",Warning:"warn",Danger:"danger",Inverse:"contrast"};function ka(e,t,n,o){const l=U([]),i=E(()=>n.value?.__workflow_docs?.find(y=>y.doctype==="Workflow")??null),s=E(()=>i.value?o.value[i.value.workflow_state_field]??null:null),u=E(()=>{if(!s.value)return null;const y=n.value?.__workflow_docs?.find(O=>O.doctype==="Workflow State"&&O.name===s.value);return{label:s.value,severity:wa[y?.style??""]??"secondary"}}),d=E(()=>{const y=i.value?.states?.find(O=>O.state===s.value);return!y||e.boot.roles.includes("Administrator")||e.boot.roles.includes(y.allow_edit)}),v=E(()=>{const y=i.value;if(!y)return!1;const O=new Set(y.states.filter(x=>String(x.doc_status)==="2").map(x=>x.state));return y.transitions.some(x=>O.has(x.next_state))});async function b(y){l.value=[],!(!i.value||!y||!s.value)&&(l.value=await e.api.call("frappe.model.workflow.get_transitions",{doc:{doctype:t(),name:y}}))}async function C(y,O){return e.api.call("frappe.model.workflow.apply_workflow",{doc:{doctype:t(),name:y},action:O})}const c=E(()=>[...new Set(l.value.map(y=>y.action))]);return{workflow:i,stateTag:u,editable:d,cancelsByAction:v,actions:c,loadTransitions:b,apply:C}}const Oa={class:"page-head"},Ia={id:"form-title"},Sa={key:1,id:"workflow-actions",role:"group","aria-label":"Workflow actions",class:"actions"},Ca={key:0,style:{"margin-top":"-.5rem"}},xa={key:2,class:"layout-form"},La={key:0,class:"card"},$a={class:"field"},Va=["aria-label"],za={key:0},Ta={class:"grid"},Ma=["for"],Aa=["for","id"],Pa={key:3,class:"desc"},Fa={class:"field",style:{"margin-bottom":".75rem"}},Ka={class:"field check"},Da={for:"rename-merge"},Ea={class:"label"},Ba=["id"],Ua=ye({__name:"FormView",props:{doctype:{},name:{}},setup(e){const t=e,n=Ce(),o=Pn(),l=ht(),i=Tn(),s=U(null),u=U({}),d=U({}),v=U({}),b=U(null),C=U(""),c=U(!1),y=U(null),O=E(()=>t.name===null),x=ka(n,()=>t.doctype,s,d),{workflow:I,stateTag:m,cancelsByAction:f,actions:r}=x,g=E(()=>!!s.value?.issingle),T=E(()=>Number(d.value.docstatus??0)),N=E(()=>s.value?Bi(s.value,n.boot.roles):{read:new Set,write:new Set}),P=E(()=>{if(b.value?.permissions)return b.value.permissions;const L=new Set(n.boot.roles),V=(s.value?.permissions??[]).filter(A=>L.has(A.role)&&!(A.permlevel??0)),R=A=>L.has("Administrator")||V.some(we=>we[A])?1:0;return{read:R("read"),write:R("write"),create:R("create"),delete:R("delete"),submit:R("submit"),cancel:R("cancel"),amend:R("amend"),print:R("print")}}),B=E(()=>O.value?!!P.value.create:!!P.value.write),Y=E(()=>s.value?O.value||Object.keys(_e(s.value,d.value,v.value)).length>0:!1),le=E(()=>(s.value?va(s.value):[]).filter(L=>(!L.breakField||Be(L.breakField,d.value))&&L.fields.some(pe))),G=E(()=>{if(O.value)return`New ${t.doctype}`;const L=s.value?.title_field?d.value[s.value.title_field]:"";return g.value?t.doctype:String(L||t.name)}),Q=E(()=>O.value?{label:"Not Saved",severity:"warn"}:T.value===1?{label:"Submitted",severity:"info"}:T.value===2?{label:"Cancelled",severity:"danger"}:Y.value?{label:"Not Saved",severity:"warn"}:s.value?.is_submittable?{label:"Draft",severity:"secondary"}:null);function pe(L){return N.value.read.has(L.permlevel??0)&&Be(L,d.value)}function fe(L){return L.read_only||!B.value||!N.value.write.has(L.permlevel??0)||nn(L,d.value)||!O.value&&!x.editable.value||T.value===2?!0:T.value===1&&!L.allow_on_submit}const J=L=>`field-${L.fieldname}`;function de(L){l.add({severity:"error",summary:"Not done",detail:L.message,life:8e3})}async function ne(){C.value="";try{const L=await n.meta(t.doctype),V={};for(const A of L.fields)ue.has(A.fieldtype)&&A.options&&(V[A.fieldname]=await n.meta(A.options));if(O.value){s.value=L,u.value=V,d.value=ya(L),v.value={},b.value=null;return}const R=await n.api.call("frappe.desk.form.load.getdoc",{doctype:t.doctype,name:t.name},"GET");s.value=L,u.value=V,d.value=structuredClone(R.docs[0]),v.value=structuredClone(R.docs[0]),b.value=R.docinfo,await x.loadTransitions(t.name)}catch(L){C.value=L.message}}function Ze(L,V){const R=L.client_secret;t.doctype==="OAuth Client"&&typeof R=="string"&&R&&!/^\*+$/.test(R)?y.value={title:"Client secret (shown once)",items:[["client_id",String(L.client_id??L.name)],["client_secret",R]],then:V}:V()}async function ge(){if(!s.value)return;const L=So(s.value,d.value,u.value,O.value&&lt(s.value));if(L.length>0){l.add({severity:"error",summary:"Missing Fields",detail:`Mandatory fields required in ${t.doctype}: ${L.join("; ")}`,life:8e3});return}c.value=!0;try{if(O.value){const R=sn(s.value,d.value),A=await n.api.insert(t.doctype,t.doctype==="DocType"?Mt(R,String(d.value.name??"")):R);t.doctype==="DocType"&&n.forgetMeta(A.name),l.add({severity:"success",summary:"Saved",detail:`${t.doctype} ${A.name} created`,life:3e3}),Ze(A,()=>o.replace(ze.form(t.doctype,A.name)));return}let V=_e(s.value,d.value,v.value);if(Object.keys(V).length===0)return;if(t.doctype==="DocType"&&Number(d.value.is_submittable)){const R=Mt({is_submittable:1,fields:d.value.fields},String(t.name));R.fields!==d.value.fields&&(V={...V,fields:_e(s.value,{fields:R.fields},{fields:[]}).fields})}await n.api.update(t.doctype,String(t.name),V),t.doctype==="DocType"&&n.forgetMeta(String(t.name)),l.add({severity:"success",summary:"Saved",life:3e3}),await ne()}catch(V){de(V)}finally{c.value=!1}}function me(L,V){i.require({message:L,header:"Please confirm",rejectProps:{label:"No",severity:"secondary",outlined:!0},acceptProps:{label:"Yes"},accept:V})}async function be(L){c.value=!0;try{await L()}catch(V){de(V)}finally{c.value=!1}}const dn=()=>me(`Submit ${t.name}? A submitted document can no longer be edited.`,()=>be(async()=>{await n.api.call("frappe.client.submit",{doc:{...v.value,doctype:t.doctype}}),l.add({severity:"success",summary:"Submitted",life:3e3}),await ne()})),un=()=>me(`Cancel ${t.name}?`,()=>be(async()=>{await n.api.call("frappe.client.cancel",{doctype:t.doctype,name:t.name}),l.add({severity:"success",summary:"Cancelled",life:3e3}),await ne()})),cn=L=>be(async()=>{const V=await x.apply(String(t.name),L);l.add({severity:"success",summary:L,detail:`${t.doctype} ${t.name} is ${V[I.value.workflow_state_field]}`,life:3e3}),await ne()}),pn=()=>be(async()=>{const L=await n.api.insert(t.doctype,ga(s.value,d.value));await o.push(ze.form(t.doctype,L.name))}),fn=()=>me(`Delete ${t.doctype} ${t.name}? This cannot be undone.`,()=>be(async()=>{await n.api.remove(t.doctype,String(t.name)),l.add({severity:"success",summary:"Deleted",life:3e3}),await o.push(ze.list(t.doctype))})),te=U(null),hn=E(()=>!!s.value&&!O.value&&Ki(s.value)&&!!P.value.write);function mn(){te.value={name:String(t.name),merge:!1}}const bn=()=>be(async()=>{const L=te.value,V=await n.api.call("frappe.model.rename_doc.update_document_title",{doctype:t.doctype,docname:t.name,name:L.name.trim(),merge:L.merge?1:0});te.value=null,l.add({severity:"success",summary:L.merge?"Merged":"Renamed",detail:`${t.doctype} ${V}`,life:3e3}),await o.replace(ze.form(t.doctype,String(V)))}),vn=()=>me(`Generate new API keys for ${t.name}? Keys issued before stop working.`,()=>be(async()=>{const L=await n.api.call("frappe.core.doctype.user.user.generate_keys",{user:t.name});y.value={title:"API keys (the secret is shown once)",items:[["api_key",L.api_key],["api_secret",L.api_secret]],then:()=>{ne()}}})),Xe=U(!1),Qe=U(!1);function yn(){const L=y.value?.then;y.value=null,L?.()}return Mn(ne),(L,V)=>{const R=W("RouterLink");return a(),p(K,null,[h("div",Oa,[h("h1",Ia,$(G.value),1),Q.value?(a(),z(w(st),{key:0,value:Q.value.label,severity:Q.value.severity,id:"doc-status"},null,8,["value","severity"])):S("v-if",!0),w(m)&&!O.value?(a(),z(w(st),{key:1,value:w(m).label,severity:w(m).severity,id:"workflow-state"},null,8,["value","severity"])):S("v-if",!0),s.value?(a(),p(K,{key:2},[B.value&&T.value===0||T.value===1&&Y.value&&B.value?(a(),z(w(H),{key:0,id:"save",label:"Save",loading:c.value,disabled:c.value||!Y.value,onClick:ge},null,8,["loading","disabled"])):S("v-if",!0),w(r).length&&!Y.value?(a(),p("span",Sa,[(a(!0),p(K,null,q(w(r),A=>(a(),z(w(H),{key:A,label:A,"data-action":A,disabled:c.value,onClick:we=>cn(A)},null,8,["label","data-action","disabled","onClick"]))),128))])):S("v-if",!0),s.value.is_submittable&&!w(I)&&!O.value&&T.value===0&&P.value.submit&&!Y.value?(a(),z(w(H),{key:2,id:"submit",label:"Submit",disabled:c.value,onClick:dn},null,8,["disabled"])):S("v-if",!0),s.value.is_submittable&&T.value===1&&P.value.cancel&&!w(f)?(a(),z(w(H),{key:3,id:"cancel",label:"Cancel",severity:"warn",disabled:c.value,onClick:un},null,8,["disabled"])):S("v-if",!0),s.value.is_submittable&&T.value===2&&P.value.amend?(a(),z(w(H),{key:4,id:"amend",label:"Amend",disabled:c.value,onClick:pn},null,8,["disabled"])):S("v-if",!0),hn.value?(a(),z(w(H),{key:5,id:"rename",label:"Rename",severity:"secondary",outlined:"",disabled:c.value||Y.value,onClick:mn},null,8,["disabled"])):S("v-if",!0),e.doctype==="User"&&!O.value&&P.value.write?(a(),z(w(H),{key:6,id:"generate-keys",label:"Generate API keys",severity:"secondary",outlined:"",disabled:c.value,onClick:vn},null,8,["disabled"])):S("v-if",!0),!O.value&&!g.value&&P.value.print?(a(),z(w(H),{key:7,id:"print",label:"Print",severity:"secondary",outlined:"",disabled:c.value,onClick:V[0]||(V[0]=A=>Qe.value=!0)},null,8,["disabled"])):S("v-if",!0),!O.value&&!g.value&&P.value.email?(a(),z(w(H),{key:8,id:"new-email",label:"New Email",severity:"secondary",outlined:"",disabled:c.value,onClick:V[1]||(V[1]=A=>Xe.value=!0)},null,8,["disabled"])):S("v-if",!0),!O.value&&!g.value&&P.value.delete&&T.value!==1?(a(),z(w(H),{key:9,id:"delete",label:"Delete",severity:"danger",outlined:"",disabled:c.value,onClick:fn},null,8,["disabled"])):S("v-if",!0)],64)):S("v-if",!0)]),g.value?S("v-if",!0):(a(),p("p",Ca,[M(R,{to:w(ze).list(e.doctype)},{default:j(()=>[oe("← "+$(e.doctype)+" list",1)]),_:1},8,["to"])])),C.value?(a(),z(w(An),{key:1,severity:"error",closable:!1},{default:j(()=>[oe($(C.value),1)]),_:1})):S("v-if",!0),s.value&&!C.value?(a(),p("div",xa,[h("form",{id:"doc-form","aria-labelledby":"form-title",onSubmit:Ie(ge,["prevent"])},[O.value&&w(lt)(s.value)?(a(),p("section",La,[h("div",$a,[V[9]||(V[9]=h("label",{for:"field-__name",class:"reqd"},"Name",-1)),M(w(ee),{id:"field-__name",modelValue:d.value.name,"onUpdate:modelValue":V[2]||(V[2]=A=>d.value.name=A),autocomplete:"off"},null,8,["modelValue"])])])):S("v-if",!0),(a(!0),p(K,null,q(le.value,(A,we)=>(a(),p("section",{key:A.breakField?.fieldname??we,class:"card","aria-label":A.label||void 0},[A.label?(a(),p("h2",za,$(A.label),1)):S("v-if",!0),h("div",Ta,[(a(!0),p(K,null,q(A.fields,D=>(a(),p(K,{key:D.fieldname},[pe(D)?(a(),p("div",{key:0,class:X(["field",{wide:w(ue).has(D.fieldtype)||["Text","Long Text","Text Editor","Code","JSON"].includes(D.fieldtype)}])},[w(ue).has(D.fieldtype)?(a(),p(K,{key:0},[h("span",{class:X(["label",{reqd:w(qe)(D,d.value)}])},$(w(re)(D)),3),u.value[D.fieldname]?(a(),z(zl,{key:0,field:D,meta:u.value[D.fieldname],rows:d.value[D.fieldname]??[],parent:d.value,readonly:fe(D),"onUpdate:rows":Le=>d.value[D.fieldname]=Le},null,8,["field","meta","rows","parent","readonly","onUpdate:rows"])):S("v-if",!0)],64)):D.fieldtype==="Check"?(a(),z(Ae,{key:1,field:D,modelValue:d.value[D.fieldname],"onUpdate:modelValue":Le=>d.value[D.fieldname]=Le,"input-id":J(D),readonly:fe(D)},{"check-label":j(()=>[h("label",{for:J(D)},$(w(re)(D)),9,Ma)]),_:2},1032,["field","modelValue","onUpdate:modelValue","input-id","readonly"])):(a(),p(K,{key:2},[h("label",{for:J(D),id:`${J(D)}-label`,class:X({reqd:w(qe)(D,d.value)})},$(w(re)(D)),11,Aa),M(Ae,{field:D,modelValue:d.value[D.fieldname],"onUpdate:modelValue":Le=>d.value[D.fieldname]=Le,"input-id":J(D),labelledby:`${J(D)}-label`,readonly:fe(D),doc:d.value,doctype:e.doctype},null,8,["field","modelValue","onUpdate:modelValue","input-id","labelledby","readonly","doc","doctype"])],64)),D.description?(a(),p("p",Pa,$(D.description),1)):S("v-if",!0)],2)):S("v-if",!0)],64))),128))])],8,Va))),128)),V[10]||(V[10]=h("button",{type:"submit",hidden:"","aria-hidden":"true",tabindex:"-1"},null,-1))],32),!O.value&&b.value?(a(),z(na,{key:0,doctype:e.doctype,name:String(e.name),docinfo:b.value,doc:d.value,onChanged:ne},null,8,["doctype","name","docinfo","doc"])):S("v-if",!0)])):S("v-if",!0),!O.value&&!g.value?(a(),z(ma,{key:3,visible:Qe.value,"onUpdate:visible":V[3]||(V[3]=A=>Qe.value=A),doctype:e.doctype,name:String(e.name)},null,8,["visible","doctype","name"])):S("v-if",!0),!O.value&&!g.value?(a(),z(da,{key:4,visible:Xe.value,"onUpdate:visible":V[4]||(V[4]=A=>Xe.value=A),doctype:e.doctype,name:String(e.name),subject:G.value,onSent:ne},null,8,["visible","doctype","name","subject"])):S("v-if",!0),M(w(Pe),{visible:!!te.value,modal:"",header:`Rename ${e.doctype} ${e.name}`,closable:!c.value,style:{width:"min(32rem, 95vw)"},"onUpdate:visible":V[8]||(V[8]=A=>{A||(te.value=null)})},{footer:j(()=>[M(w(H),{label:"Cancel",severity:"secondary",outlined:"",disabled:c.value,onClick:V[7]||(V[7]=A=>te.value=null)},null,8,["disabled"]),M(w(H),{id:"rename-submit",type:"submit",form:"rename-form",label:te.value?.merge?"Merge":"Rename",loading:c.value,disabled:c.value||!te.value?.name.trim()||te.value?.name.trim()===e.name},null,8,["label","loading","disabled"])]),default:j(()=>[te.value?(a(),p("form",{key:0,id:"rename-form",onSubmit:Ie(bn,["prevent"])},[h("div",Fa,[V[11]||(V[11]=h("label",{for:"rename-name",class:"reqd"},"New name",-1)),M(w(ee),{id:"rename-name",modelValue:te.value.name,"onUpdate:modelValue":V[5]||(V[5]=A=>te.value.name=A),autocomplete:"off",autofocus:""},null,8,["modelValue"])]),h("div",Ka,[M(w(Ne),{modelValue:te.value.merge,"onUpdate:modelValue":V[6]||(V[6]=A=>te.value.merge=A),"input-id":"rename-merge",binary:""},null,8,["modelValue"]),h("label",Da,"Merge with an existing "+$(e.doctype)+" of that name",1)])],32)):S("v-if",!0)]),_:1},8,["visible","header","closable"]),M(w(Pe),{visible:!!y.value,modal:"",header:y.value?.title,closable:!1,style:{width:"min(36rem, 95vw)"}},{footer:j(()=>[M(w(H),{id:"secret-done",label:"I have copied it",autofocus:"",onClick:yn})]),default:j(()=>[V[12]||(V[12]=h("p",null,"Copy it now: svc will not show it again.",-1)),(a(!0),p(K,null,q(y.value?.items??[],([A,we])=>(a(),p("div",{key:A,class:"field",style:{"margin-bottom":".75rem"}},[h("span",Ea,$(A),1),h("div",{class:"secret",id:`secret-${A}`},$(we),9,Ba)]))),128))]),_:1},8,["visible","header"])],64)}}});export{Ha as S,Ua as _,Ei as a,re as l,vt as s};
